import type { Language } from '@platform/contract/i18n';
import { LIMIT_WINDOWS } from '@platform/contract/responsible';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';

/**
 * The words for a refusal a player's own protection caused, with what the code alone cannot say:
 * when a time-out or self-exclusion ends (SELF_EXCLUDED, TIMED_OUT: `value.endsAt`, null for good)
 * and what is left under the limit (LIMIT_REACHED: `value.remaining`, written by `money`). Null for
 * any other failure, which the caller words as usual (apiErrorMessage).
 */
const FULL_STOP: Record<Language, string> = { EN: '.', CN: '。', MY: '။' };

/** The catalogue's message, which may lack a full stop, then the detail as a second sentence. */
function sentences(message: string, detail: string, language: Language): string {
  const stopped = /[.。!?！？။]$/.test(message) ? message : `${message}${FULL_STOP[language]}`;
  return `${stopped} ${detail}`;
}

export function responsibleRefusalText(
  error: unknown,
  t: TFunction,
  language: Language,
  money?: (minor: number) => string,
): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = t(`errors.${error.code}`, { defaultValue: error.message });
  if (error.code === 'SELF_EXCLUDED' || error.code === 'TIMED_OUT') {
    const { endsAt } = error.value;
    if (typeof endsAt === 'string')
      return sentences(
        message,
        t('safer_play.ends_at', { time: formatDateTime(endsAt, language) }),
        language,
      );
    return endsAt === null ? sentences(message, t('safer_play.permanent'), language) : message;
  }
  if (error.code === 'LIMIT_REACHED' && money) {
    const { remaining, window } = error.value;
    if (typeof remaining !== 'number') return message;
    const known = LIMIT_WINDOWS.find((item) => item === window) ?? 'day';
    return sentences(message, t(`safer_play.remaining.${known}`, { amount: money(remaining) }), language);
  }
  return null;
}
