import type { InHouseConflict } from '@platform/contract/in-house';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

/** The engines' field keys the site translates (`errors.inHouse.*` in the shared words). */
export const BET_PROBLEM_KEYS: ReadonlySet<string> = new Set([
  'inHouse.unknownSpot',
  'inHouse.duplicateSpot',
  'inHouse.belowMin',
  'inHouse.aboveMax',
  'inHouse.lineMultiple',
]);

/**
 * A refused round or action in the reader's words: the bet problems the server named (limits in the
 * site's money), the reason of a conflict, or the error code's usual message.
 * `money` formats the limits the server quotes in minor units.
 */
export function inHouseErrorText(error: unknown, t: TFunction, money: (minor: number) => string): string {
  if (!(error instanceof ApiError)) return apiErrorMessage(error, t);
  if (error.code === 'VALIDATION_ERROR') {
    const texts = new Set<string>();
    for (const field of error.fields) {
      if (!field.key || !BET_PROBLEM_KEYS.has(field.key)) continue;
      const { min, max, lines } = field.params ?? {};
      texts.add(
        t(`translation:errors.${field.key}`, {
          min: min === undefined ? '' : money(min),
          max: max === undefined ? '' : money(max),
          lines,
        }),
      );
    }
    if (texts.size > 0) return [...texts].join(' ');
  }
  const reason = error.value.reason as InHouseConflict | undefined;
  if (error.code === 'CONFLICT' && (reason === 'ROUND_IN_PROGRESS' || reason === 'ACTION_NOT_ALLOWED'))
    return t(`inHouse:conflict.${reason}`);
  return apiErrorMessage(error, t);
}
