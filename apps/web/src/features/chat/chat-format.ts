import type { Language } from '@platform/contract/i18n';
import { localeTag } from '../../lib/i18n.ts';

/** A message's time of day in the reader's language: the room is about now, the date would be noise. */
export function formTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeTag(language), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
