import { LANGUAGES, type Language } from '@platform/contract/constants';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DOWNLOAD_LINK_PARAMS } from '../../../lib/downloads.ts';
import { chooseLanguage } from '../../../lib/i18n.ts';
import { settleMemberLanguage } from '../../../lib/member-language.ts';
import { getToken, setToken } from '../../../lib/session.ts';

function isLanguage(value: string | null): value is Language {
  return (LANGUAGES as readonly (string | null)[]).includes(value);
}

/**
 * A phone that scanned the iOS code (spec §2) arrives with the reader's language and session token:
 * the page turns to that language and signs the phone in, then drops both from the address, so the
 * token is not left in the history or in a home-screen shortcut made from this page. A phone that
 * is already signed in keeps its own session rather than silently changing account.
 */
export function useLinkArrival(): void {
  const [params, setParams] = useSearchParams();
  const language = params.get(DOWNLOAD_LINK_PARAMS.language);
  const token = params.get(DOWNLOAD_LINK_PARAMS.token);
  useEffect(() => {
    if (language === null && token === null) return;
    if (token && getToken() === null) setToken(token);
    if (isLanguage(language)) {
      chooseLanguage(language);
      // The language the member was reading on the other screen wins over the one stored before.
      settleMemberLanguage();
    }
    setParams(
      (next) => {
        next.delete(DOWNLOAD_LINK_PARAMS.language);
        next.delete(DOWNLOAD_LINK_PARAMS.token);
        return next;
      },
      { replace: true },
    );
  }, [language, token, setParams]);
}
