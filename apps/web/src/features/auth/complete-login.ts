import type { LoginPage, LoginResult } from '@platform/contract/accounts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { reloadMemberInfo } from '../../lib/member-info.ts';
import { setToken } from '../../lib/session.ts';
import { SESSION_KEYS, writeItem } from '../../lib/storage.ts';

/** How the member proved who they are; sms and firebase logins are never asked to change the password. */
export type LoginKind = 'username' | 'sms' | 'firebase' | 'freeplay' | 'register' | 'reset';

/** Kept in memory only: a forced change right after login already knows the old password. */
export interface PendingPasswordChange {
  forced: boolean;
  oldPassword?: string;
  /** Where the member goes once the password is changed. */
  home: string;
}

let pendingPasswordChange: PendingPasswordChange | null = null;

export function takePendingPasswordChange(): PendingPasswordChange | null {
  return pendingPasswordChange;
}

export function clearPendingPasswordChange(): void {
  pendingPasswordChange = null;
}

export function loginPageOf(pathname: string): LoginPage {
  return pathname === '/agent' || pathname.startsWith('/agent/') ? 'agent' : 'site';
}

/** Spec §2: after login the user goes to /, after an agent-page login to /agentHome. */
export function homeOf(loginPage: LoginPage): string {
  return loginPage === 'agent' ? '/agentHome' : '/';
}

/** Spec §4: the default or expired password must change first, unless the login was by sms or firebase. */
export function mustChangePassword(result: LoginResult, kind: LoginKind): boolean {
  if (kind === 'sms' || kind === 'firebase' || kind === 'reset') return false;
  return result.passwordIsDefault || result.passwordExpired;
}

export interface FinishLoginDeps {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  pathname: string;
}

/**
 * Spec §4 after login: keep the token and the session keys, load member info, then either open the
 * forced password change, or go home (a first-time login opens the welcome prompt there).
 */
export async function finishLogin(
  deps: FinishLoginDeps,
  result: LoginResult,
  kind: LoginKind,
  options: { password?: string } = {},
): Promise<void> {
  const { queryClient, navigate, pathname } = deps;
  // Only a login on the agent page lands in the agent centre; registering or resetting goes to / (spec §4).
  const home = kind === 'username' || kind === 'sms' ? homeOf(loginPageOf(pathname)) : '/';
  queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
  setToken(result.token);
  writeItem('session', SESSION_KEYS.loginType, kind);
  try {
    await reloadMemberInfo(queryClient);
  } catch (error) {
    // Logged in all the same: the header loads member info again when it shows the account.
    console.warn('member info did not load after login', error);
  }
  if (result.firstTimeLogin) writeItem('session', SESSION_KEYS.firstLogin, '1');
  pendingPasswordChange = null;
  if (mustChangePassword(result, kind)) {
    pendingPasswordChange = { forced: true, oldPassword: options.password, home };
    navigate({ pathname, search: '?modal=changePassword' }, { replace: true });
    return;
  }
  writeItem('session', SESSION_KEYS.afterLoginModal, '1');
  const welcome = result.firstTimeLogin && kind !== 'freeplay';
  navigate(welcome ? { pathname: home, search: '?modal=welcome' } : home, { replace: true });
}

export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (result: LoginResult, kind: LoginKind, options?: { password?: string }) =>
      finishLogin({ queryClient, navigate, pathname }, result, kind, options),
    [queryClient, navigate, pathname],
  );
}

/**
 * finishLogin with its progress, for a form: it stays busy until member info is in and the next
 * step (home, welcome or the forced password change) is open.
 */
export function useLoginFinisher() {
  const finishLogin = useFinishLogin();
  const [finishing, setFinishing] = useState(false);
  const finish = async (result: LoginResult, kind: LoginKind, options?: { password?: string }) => {
    setFinishing(true);
    try {
      await finishLogin(result, kind, options);
    } finally {
      setFinishing(false);
    }
  };
  return { finishing, finish };
}
