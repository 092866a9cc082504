import { ACCOUNT_LIMITS } from '@platform/contract/account-constants';

/** Spec §4 remember-me: the last account name only (never a password), for 24 hours. */
const COOKIE = 'rememberedAccount';
const MAX_AGE_SECONDS = ACCOUNT_LIMITS.rememberMeHours * 3600;

export function rememberedAccountCookie(account: string | null): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return account === null
    ? `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
    : `${COOKIE}=${encodeURIComponent(account)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function readRememberedAccount(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch (error) {
      // A cookie another tool mangled is simply forgotten.
      if (import.meta.env.DEV) console.warn('unreadable remember-me cookie', error);
      return null;
    }
  }
  return null;
}

/** Remembers the account when the box is ticked, forgets it when not. */
export function rememberAccount(account: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not in every browser yet
  document.cookie = rememberedAccountCookie(account);
}
