import type { Banner, SiteConfig, SystemStatus, WhitelabelNode } from '@platform/contract/system';

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

export const whitelabel: WhitelabelNode[] = [
  {
    modId: 'MENU3',
    enabled: '1',
    childrenNodes: ['VIP3', 'REFERRAL3', 'REWARD3', 'LIVECHAT3', 'APPDOWNLOAD3', 'POINTMALL3'].map(on),
  },
];

export const licenseBanner: Banner = {
  url: '/images/license/curacao.png',
  groupName: 'w_license',
  linkageType: null,
  linkage: null,
};
