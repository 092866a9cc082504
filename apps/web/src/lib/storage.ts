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
  /** The header balance shown as asterisks (spec §2), remembered across visits. */
  balanceHidden: 'balanceHidden',
} as const;

/** Spec §3 session keys, plus the member type (trial checks) and the way this session logged in. */
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  merchantWallet: 'merchantWallet',
  /** The register validation config (permission `register`), cached for the session's forms. */
  validate: 'validate',
  /** The game vendors' lanes (spec §7), per language. */
  gameVendor: 'gameVendor',
  /** The image CDN picked for this session (permission imageCDNs), so image URLs stay cacheable. */
  imageCdn: 'imageCDN',
  hotGames: 'HOT_GAMES',
  toWhichItem: 'toWhichItem',
  userPopupClosed: 'USER_POPUP',
  anonymousPopupClosed: 'ANONYMOUS_POPUP',
  memberType: 'memberType',
  loginType: 'loginType',
  /** Spec §4: set by a first-time login (popups with execution F read it). */
  firstLogin: 'firstLogin',
  /** Spec §4: set after a login that needed no password change (after-login popups read it). */
  afterLoginModal: 'afterLoginModal',
  /** The game the /seamless page runs: the last launch answer (spec §7 launchGame). */
  gameLaunch: 'gameLaunch',
} as const;

/** Logout keeps these (spec §4: it clears the session but not the merchant keys). */
export const MERCHANT_SESSION_KEYS: readonly string[] = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode];

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
