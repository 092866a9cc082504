import type { Language } from '@platform/contract/i18n';
import type { MemberMessage } from '@platform/contract/messages';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { Currency } from '../../wallet/index.ts';

/**
 * A message's title and body in the reader's words: an operator's as written (shown as text, never
 * markup), a system notice from its template and parameters in the site's language, the amount
 * written in the merchant's currency.
 */
export function messageWords(
  message: MemberMessage,
  t: TFunction<'pages'>,
  language: Language,
  currency: Currency | undefined,
): { title: string; body: string } {
  if (!message.template) return { title: message.title ?? '', body: message.body ?? '' };
  const { key, params } = message.template;
  const amount =
    typeof params.amount === 'number' && currency
      ? `${currency.currencySymbol} ${formatMoney(params.amount, currency.currencyExponent, language)}`
      : '';
  const values = { ...params, amount };
  return {
    title: t(`inbox.system.${key}.title`, values),
    body: t(`inbox.system.${key}.body`, values),
  };
}
