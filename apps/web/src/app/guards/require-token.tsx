import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { showNeedRealAccount } from '../../lib/notice.ts';
import { isTrialSession, useIsLoggedIn, useSession } from '../../lib/session.ts';

/** Spec §2: protected routes without a session token go to /login (home with the login modal). */
export function RequireToken({ loginPath = '/login' }: { loginPath?: string }) {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to={loginPath} replace />;
}

/** Spec §6: a trial member cannot use the member and account centre, and is told to get a real account. */
export function RequireRealMember() {
  const trial = isTrialSession(useSession());
  useEffect(() => {
    if (trial) showNeedRealAccount();
  }, [trial]);
  return trial ? <Navigate to="/" replace /> : <Outlet />;
}

/** Spec §6: the agent centre is for agents (types 1, 2, 41, 42); others go back to the agent page. */
export function RequireAgent() {
  const session = useSession();
  const knownNotAgent = session.memberType !== null && !session.isAgent;
  return knownNotAgent ? <Navigate to="/agent" replace /> : <Outlet />;
}
