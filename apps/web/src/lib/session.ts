import { createStore, useStore } from './external-store.ts';
import { readItem, SESSION_KEYS, writeItem } from './storage.ts';

/** The session token (spec §3: kept in sessionStorage under `token`). */
const tokenStore = createStore<string | null>(readItem('session', SESSION_KEYS.token));

export function getToken(): string | null {
  // Read through to storage so a token written elsewhere (another module, a test) is seen.
  const stored = readItem('session', SESSION_KEYS.token);
  if (stored !== tokenStore.get()) tokenStore.set(stored);
  return stored;
}

export function setToken(token: string): void {
  writeItem('session', SESSION_KEYS.token, token);
  tokenStore.set(token);
}

/** Logout clears the session storage; merchant keys live in localStorage and stay (spec §4). */
export function clearSession(): void {
  try {
    window.sessionStorage.clear();
  } catch (error) {
    writeItem('session', SESSION_KEYS.token, null);
    if (import.meta.env.DEV) console.warn('session storage unavailable', error);
  }
  tokenStore.set(null);
}

export function useIsLoggedIn(): boolean {
  return useStore(tokenStore) !== null;
}

/** Re-reads storage; the app calls it once on start so a token from a previous render is honoured. */
export function syncSession(): void {
  getToken();
}
