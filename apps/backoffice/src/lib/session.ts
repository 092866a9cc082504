/**
 * The operator's token lives in this tab only (sessionStorage): closing the tab ends the console
 * session on this computer, and the player site's keys are never touched.
 */
const TOKEN_KEY = 'backoffice.token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  for (const listener of listeners) listener();
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  for (const listener of listeners) listener();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
