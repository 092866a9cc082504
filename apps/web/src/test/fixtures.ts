import type { LoginResult, MemberInfo, RegisterSettings } from '@platform/contract/accounts';
import { type FieldRule, standardRule } from '@platform/contract/field-rules';
import { SITE_FEATURE_NAMES, SITE_FEATURES, type SiteFeature } from '@platform/contract/site-features';
import type { Banner, Permission, SiteConfig, SystemStatus, WhitelabelNode } from '@platform/contract/system';
import type { WalletBalance } from '@platform/contract/wallet';

export const openStatus: SystemStatus = {
  status: 0,
  maintenanceEnd: null,
  ip: '203.0.113.7',
  country: 'MM',
  message: null,
};

export const siteConfig: SiteConfig = {
  platform: 'WEB',
  merchantCode: 'demo',
  brandName: 'Lucky',
  licenseNumber: '365/JAZ',
  copyrightYear: 2025,
  defaultLanguage: 'MY',
  languages: ['MY', 'EN', 'CN'],
  lotteryType: 'Lott',
  currency: { code: 'MMK', symbol: 'K', exponent: 2 },
  minimumAge: 18,
  categories: ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT'],
  esport: [],
  cockfight: [],
  inHouse: [],
  socialLinks: [
    { type: 'FACEBOOK', url: 'https://facebook.example/lucky' },
    { type: 'TELEGRAM', url: 'https://t.example/lucky' },
  ],
  vendorIcons: ['PG', 'JDB'],
  customerService: [{ csType: 'LIVECHAT', title: 'Live chat', path: '/support/chat' }],
  resources: [
    { key: 'IOS_APP', labelNameEn: 'iOS', label: 'iOS', url: 'https://apps.example/ios' },
    { key: 'ANDROID_APP', labelNameEn: 'Android', label: 'Android', url: 'https://apps.example/app.apk' },
  ],
  imageBaseUrl: '/images',
};

const on = (modId: string): WhitelabelNode => ({ modId, enabled: '1', childrenNodes: [] });
const off = (modId: string): WhitelabelNode => ({ modId, enabled: '0', childrenNodes: [] });

/** The demo's tree: the features not built yet (site-features.ts) are off, as the seed has them. */
export const whitelabel: WhitelabelNode[] = whitelabelWith();

/** The tree with the given features not built yet switched on by the operator. */
export function whitelabelWith(...features: SiteFeature[]): WhitelabelNode[] {
  const feature = (name: SiteFeature) =>
    features.includes(name) ? on(SITE_FEATURES[name].modId) : off(SITE_FEATURES[name].modId);
  return [
    { modId: 'MENU3', enabled: '1', childrenNodes: [...['LIVECHAT3', 'APPDOWNLOAD3'].map(on)] },
    { modId: 'PROMO3', enabled: '1', childrenNodes: SITE_FEATURE_NAMES.map(feature) },
    { modId: 'LOGIN3', enabled: '1', childrenNodes: ['FREEPLAY3', 'MOBILEVERCODELOGIN3'].map(on) },
  ];
}

/** The demo's permission response: no CDNs, no analytics (what the seed configures). */
export function permissionWith(overrides: Partial<Permission> = {}): Permission {
  return {
    customerService: siteConfig.customerService,
    domainRoute: { mainDomain: 'lucky.example', lines: [] },
    resources: siteConfig.resources,
    whitelabel,
    register: {},
    mainDomain: 'lucky.example',
    analytics: { gtagId: null },
    imageCDNs: [],
    imageCDN: '/images',
    launchGameCDNs: [],
    launchGameCDN: null,
    maintenance: { active: false, start: null, end: null },
    regionRestriction: { restricted: false, country: 'MM' },
    location: { ip: '203.0.113.7', country: 'MM' },
    ...overrides,
  };
}

export const licenseBanner: Banner = {
  url: '/images/license/curacao.png',
  groupName: 'w_license',
  linkageType: null,
  linkage: null,
};

export const registerSettings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  mobilePasswordRegistration: true,
  smsVerification: true,
  smsLogin: true,
  freePlay: true,
  phonePasswordReset: true,
  captchaOnRegister: false,
  minimumAge: 18,
  countries: [
    { countryCode: 'MM', countryDialingCode: '95' },
    { countryCode: 'MY', countryDialingCode: '60' },
  ],
  defaultCountryCode: 'MM',
  identityProviders: ['GOOGLE', 'FACEBOOK', 'PHONE'],
  encryptionRequired: true,
};

/** The server's fallback rules (register.service) plus a shown, optional e-mail and a required real name. */
export const registerRules: Record<string, FieldRule> = {
  username: standardRule('LETTER_FIRST_ALNUM', 6, 16, { required: true, shown: true }),
  password: standardRule('ALNUM', 6, 20, { required: true, shown: true }),
  mobileNum: standardRule('DIGITS', 6, 15, { required: false, shown: true }),
  email: standardRule('EMAIL', 6, 60, { required: false, shown: true }),
  payeeName: standardRule('ENGLISH_SPACES', 2, 40, { required: true, shown: true }),
  paymentPassword: standardRule('DIGITS', 6, 6, { required: false, shown: false }),
};

export const memberInfo: MemberInfo = {
  id: 7,
  customerId: 'C000007',
  account: 'player01',
  username: 'player01',
  nickname: 'Lucky Star',
  type: 0,
  isAgent: false,
  isTrial: false,
  status: 'active',
  icon: 'avatar-3',
  payeeName: null,
  email: null,
  emailVerified: false,
  mobileNum: '912345678',
  countryDialingCode: '95',
  mobileVerified: true,
  hasPaymentPassword: false,
  totpEnabled: false,
  affiliateCode: null,
  referralCode: 'R7X2K9',
  merchantCode: 'demo',
  lastLoginAt: '2025-03-02T08:30:00.000Z',
  previousLoginAt: '2025-03-01T12:00:00.000Z',
  createdAt: '2025-01-15T09:00:00.000Z',
  language: null,
};

export const loginResult = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok-member',
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  ...overrides,
});

/** The header balance of a member: K 1,234.56. */
export const walletBalance: WalletBalance = {
  balance: 123_456,
  wallet: 'cash',
  currencyCode: 'MMK',
  currencySymbol: 'K',
  currencyExponent: 2,
  unreadMessage: 0,
};
