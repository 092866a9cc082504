/**
 * A moment as a `datetime-local` input holds it: the operator's own wall-clock time to the minute,
 * cut down (not rounded) so "now" never lands in the future.
 */
export function toLocalInput(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the operator's time zone as an ISO 8601 instant; '' when it is no moment. */
export function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The operator's IANA time zone, named beside inputs in local time. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
