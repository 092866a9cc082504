/** Calendar arithmetic on YYYY-MM-DD days, in UTC so no local clock shift moves a day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
