/**
 * Account constants of the spec (§3 member types, §9 limits), zod-free so the web's first
 * bundle can import them.
 */

/** Spec §3: member types. Plain players are 0; agents 1, 2, 41, 42; the free-play trial 4. */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  SUB_AGENT: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

export const MEMBER_STATUSES = ['active', 'locked', 'closed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Spec §9 constants of the account flows. */
export const ACCOUNT_LIMITS = {
  /** One SMS request per second per phone and per IP, and at most one click a second. */
  smsThrottleMs: 1000,
  /** Countdown when the server does not say expiredMinutes (spec §4: 60 s; Firebase 1 minute). */
  defaultSmsCountdownSeconds: 60,
  captchaRefreshMs: 1000,
  /** Too-many-requests lockout (spec §9). */
  lockoutMinutes: 5,
  rememberMeHours: 24,
  defaultMinimumAge: 18,
} as const;

/** The dev-only helpers end-to-end tests use to pass real flows honestly (DESIGN §4). */
export const DEV_PATHS = {
  outbox: '/dev/outbox',
  captcha: '/dev/captcha',
} as const;

/** Dialling codes of the countries an operator can offer in the mobile-number select. */
export const COUNTRY_DIALING_CODES: Readonly<Record<string, string>> = {
  MY: '60',
  SG: '65',
  TH: '66',
  VN: '84',
  ID: '62',
  PH: '63',
  MM: '95',
  KH: '855',
  LA: '856',
  CN: '86',
  HK: '852',
  TW: '886',
  KR: '82',
  JP: '81',
  IN: '91',
  BD: '880',
  AU: '61',
  GB: '44',
  US: '1',
};
