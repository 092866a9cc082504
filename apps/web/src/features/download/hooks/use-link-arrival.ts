import { LANGUAGES, type Language } from '@platform/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { DOWNLOAD_LINK_PARAMS } from '../../../lib/downloads.ts';
import { chooseLanguage } from '../../../lib/i18n.ts';
import { settleMemberLanguage } from '../../../lib/member-language.ts';
import { showToast } from '../../../lib/notice.ts';
import { getToken, setToken } from '../../../lib/session.ts';
import { redeemHandoffCode } from '../../../lib/session-handoff.ts';

function isLanguage(value: string | null): value is Language {
  return (LANGUAGES as readonly (string | null)[]).includes(value);
}

/** Codes already traded on this page: a code works once, so a second effect run must not try again. */
const redeemed = new Set<string>();

/**
 * A phone that scanned the iOS code (spec §2) arrives with the reader's language and a one-time
 * handoff code: the page turns to that language and trades the code for a session of its own,
 * then drops both from the address, so nothing is left in the history or in a home-screen shortcut
 * made from this page. A phone that is already signed in keeps its own session rather than silently
 * changing account; a code that expired or was used says so.
 */
export function useLinkArrival(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const language = params.get(DOWNLOAD_LINK_PARAMS.language);
  const code = params.get(DOWNLOAD_LINK_PARAMS.code);
  useEffect(() => {
    if (language === null && code === null) return;
    if (isLanguage(language)) {
      chooseLanguage(language);
      // The language the member was reading on the other screen wins over the one stored before.
      settleMemberLanguage();
    }
    if (code && getToken() === null && !redeemed.has(code)) {
      redeemed.add(code);
      redeemHandoffCode(code).then(setToken, (error: unknown) =>
        showToast(apiErrorMessage(error, t), { tone: 'warning' }),
      );
    }
    setParams(
      (next) => {
        next.delete(DOWNLOAD_LINK_PARAMS.language);
        next.delete(DOWNLOAD_LINK_PARAMS.code);
        return next;
      },
      { replace: true },
    );
  }, [language, code, setParams, t]);
}
