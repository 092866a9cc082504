import type { MemberInfo } from '@platform/contract/accounts';
import type { Language } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from './api-client.ts';
import { chooseLanguage, currentLanguage } from './i18n.ts';
import { MEMBER_INFO_KEY } from './member-info.ts';
import { settleMemberLanguage } from './member-language.ts';
import { getSession, isTrialSession } from './session.ts';

/**
 * The language select's choice: the site switches at once and, for a logged-in real member, the
 * language is stored on the account (spec §7 getUpdateLanguage) so their next login starts in it.
 */
export function useChooseLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: [API_PATHS.memberLanguage],
    mutationFn: (language: Language) =>
      apiRequest<null>(API_PATHS.memberLanguage, { method: 'PUT', body: { language } }),
    onSuccess: (_, language) =>
      queryClient.setQueryData<MemberInfo>(MEMBER_INFO_KEY, (info) => info && { ...info, language }),
    // This device has switched already; only the member's next login misses the choice, so no dialog.
    onError: (error) => console.warn('the member language was not stored', error),
  });
  return useCallback(
    (language: Language) => {
      if (language === currentLanguage()) return;
      chooseLanguage(language);
      const session = getSession();
      // Visitors keep it on this device only; a trial account is not kept (spec §6).
      if (session.token === null || isTrialSession(session)) return;
      settleMemberLanguage();
      mutate(language);
    },
    [mutate],
  );
}
