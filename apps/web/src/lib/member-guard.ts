import { useCallback } from 'react';
import { useAuthModal } from './auth-modal.ts';
import { showNeedRealAccount } from './notice.ts';
import { isTrialSession, useSession } from './session.ts';

/**
 * Spec §5/§6: actions that need login open the login popup for guests; trial members are told
 * in_need_true_account unless the action is one trial play allows.
 */
export function useMemberAction() {
  const session = useSession();
  const { open } = useAuthModal();
  return useCallback(
    (action: () => void, options: { allowTrial?: boolean } = {}) => {
      if (session.token === null) {
        open('login');
        return;
      }
      if (!options.allowTrial && isTrialSession(session)) {
        showNeedRealAccount();
        return;
      }
      action();
    },
    [open, session],
  );
}
