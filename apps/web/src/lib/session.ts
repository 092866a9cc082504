import { isAgentType, TRIAL_TYPE } from '@platform/contract/account-constants';
import type { MemberInfo } from '@platform/contract/accounts';
import { createStore, useStore } from './external-store.ts';
import { LOCAL_KEYS, MERCHANT_SESSION_KEYS, readItem, SESSION_KEYS, writeItem } from './storage.ts';

/** What the shell knows about the session without a request (spec §3: kept in sessionStorage). */
export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  nickname: string | null;
  customerId: string | null;
  isAgent: boolean;
  /** Spec §3 member type; null until member info has loaded once. */
  memberType: number | null;
}

function readSnapshot(): SessionSnapshot {
  const type = readItem('session', SESSION_KEYS.memberType);
  return {
    token: readItem('session', SESSION_KEYS.token),
    account: readItem('session', SESSION_KEYS.account),
    nickname: readItem('session', SESSION_KEYS.nickname),
    customerId: readItem('session', SESSION_KEYS.customerId),
    isAgent: readItem('session', SESSION_KEYS.isAgent) === 'true',
    memberType: type === null || Number.isNaN(Number(type)) ? null : Number(type),
  };
}

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (Object.keys(a) as (keyof SessionSnapshot)[]).every((key) => a[key] === b[key]);
}

const sessionStore = createStore<SessionSnapshot>(readSnapshot());

/** Re-reads storage, so values written elsewhere (another module, a test) are seen. */
export function syncSession(): void {
  const next = readSnapshot();
  if (!sameSnapshot(next, sessionStore.get())) sessionStore.set(next);
}

/** The session as it stands, outside React. */
export function getSession(): SessionSnapshot {
  syncSession();
  return sessionStore.get();
}

export function getToken(): string | null {
  return getSession().token;
}

export function setToken(token: string): void {
  writeItem('session', SESSION_KEYS.token, token);
  syncSession();
}

export type MemberSessionInfo = Pick<
  MemberInfo,
  'account' | 'username' | 'nickname' | 'customerId' | 'isAgent' | 'type' | 'merchantCode'
>;

/** Spec §3 session keys from member info; the merchant code is also kept in localStorage. */
export function saveMemberSession(info: MemberSessionInfo): void {
  writeItem('session', SESSION_KEYS.account, info.account);
  writeItem('session', SESSION_KEYS.username, info.username);
  writeItem('session', SESSION_KEYS.nickname, info.nickname);
  writeItem('session', SESSION_KEYS.customerId, info.customerId);
  writeItem('session', SESSION_KEYS.isAgent, String(info.isAgent || isAgentType(info.type)));
  writeItem('session', SESSION_KEYS.memberType, String(info.type));
  writeItem('session', SESSION_KEYS.merchantCode, info.merchantCode);
  writeItem('local', LOCAL_KEYS.merchantCode, info.merchantCode);
  syncSession();
}

/** Spec §3 session keys enableContract and enableSalary, from the contract policy (AGENTPOLICY3). */
export function saveContractPolicy(policy: { enableContract: boolean; enableSalary: boolean }): void {
  writeItem('session', SESSION_KEYS.enableContract, String(policy.enableContract));
  writeItem('session', SESSION_KEYS.enableSalary, String(policy.enableSalary));
}

/** Logout clears the session storage but keeps the merchant keys (spec §4). */
export function clearSession(): void {
  const kept = MERCHANT_SESSION_KEYS.map((key) => [key, readItem('session', key)] as const);
  try {
    window.sessionStorage.clear();
  } catch (error) {
    for (const key of Object.values(SESSION_KEYS)) {
      if (!MERCHANT_SESSION_KEYS.includes(key)) writeItem('session', key, null);
    }
    if (import.meta.env.DEV) console.warn('session storage unavailable', error);
  }
  for (const [key, value] of kept) if (value !== null) writeItem('session', key, value);
  syncSession();
}

export function useSession(): SessionSnapshot {
  return useStore(sessionStore);
}

export function useIsLoggedIn(): boolean {
  return useSession().token !== null;
}

/** Spec §6: the trial member (free play, type 4). */
export function isTrialSession(session: SessionSnapshot): boolean {
  return session.token !== null && session.memberType === TRIAL_TYPE;
}
