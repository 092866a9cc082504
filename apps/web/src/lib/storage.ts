/**
 * The spec's storage keys. localStorage keeps what survives the tab (language, theme, merchant);
 * sessionStorage keeps the session (token), so closing the tab signs out.
 */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  merchantCode: 'merchantCode',
  sideMenuCollapsed: 'sideMenuCollapsed',
} as const;

export const SESSION_KEYS = { token: 'token' } as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch (error) {
    // Blocked storage (privacy settings) throws on access: the site still works, it just forgets.
    reportStorageError(error);
    return null;
  }
}

function reportStorageError(error: unknown): void {
  if (import.meta.env.DEV) console.warn('storage unavailable', error);
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch (error) {
    // Quota or policy errors: the value is simply not remembered.
    reportStorageError(error);
  }
}
