import { WHITELABEL_FLAGS } from '@platform/contract/constants';
import { SITE_FEATURE_MODULES } from '@platform/contract/site-features';
import { SUPPORT_CS_TYPE, SUPPORT_PAGE_PATH } from '@platform/contract/support';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { merchantDomains, merchants } from '../modules/merchants/merchants.tables.ts';
import {
  customerServiceEntries,
  registerFieldRules,
  siteResources,
  socialLinks,
  systemSettings,
  whitelabelModules,
} from '../modules/system/system.tables.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoPaymentChannels } from './demo-payments.ts';
import { seedDemoVendors } from './demo-vendors.ts';
import { seedDemoWithdrawalPolicy } from './demo-withdrawals.ts';

export const DEMO_MERCHANT_CODE = 'DEMO';

/** Parent module of each flag in the whitelabel tree; side-menu modules sit under PROMO3/SUPPORT3. */
const WHITELABEL_TREE: { modId: string; parent: string | null; enabled: boolean }[] = [
  { modId: 'LOGIN3', parent: null, enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'LOGIN3', enabled: true },
  { modId: 'FREEPLAY3', parent: 'LOGIN3', enabled: true },
  { modId: 'REGISTER3', parent: null, enabled: true },
  { modId: 'USERNAMEREG3', parent: 'REGISTER3', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REGISTER3', enabled: true },
  { modId: 'MOBILENUMPASSREG3', parent: 'REGISTER3', enabled: false },
  { modId: 'REGMOBVERF3', parent: 'REGISTER3', enabled: true },
  { modId: 'PASSWORD3', parent: null, enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASSWORD3', enabled: true },
  { modId: 'PWDEXPFORCECHANGE3', parent: 'PASSWORD3', enabled: true },
  { modId: 'AGENT3', parent: null, enabled: true },
  { modId: 'AGENTPOLICY3', parent: 'AGENT3', enabled: true },
  { modId: 'PROMO3', parent: null, enabled: true },
  { modId: 'SUPPORT3', parent: null, enabled: true },
  { modId: 'LIVECHAT3', parent: 'SUPPORT3', enabled: true },
  // The live chat room (side menu "Live chat"); the operator switches it off in the site settings.
  { modId: 'CHATROOM3', parent: 'SUPPORT3', enabled: true },
  { modId: 'APPDOWNLOAD3', parent: 'SUPPORT3', enabled: true },
  // Platform messages (member centre messageV2, the phone tab bar's messages tab).
  { modId: 'MESSAGE3', parent: 'SUPPORT3', enabled: true },
  // Features not built yet (site-features.ts): seeded off, so the site shows none of their entries.
  ...SITE_FEATURE_MODULES.map((module) => ({
    modId: module.modId,
    parent: module.parentModId,
    enabled: false,
  })),
];

// Every flag of spec §3 must be in the tree; a missing one would silently read as "off".
for (const flag of WHITELABEL_FLAGS) {
  if (!WHITELABEL_TREE.some((node) => node.modId === flag))
    throw new Error(`whitelabel flag ${flag} not seeded`);
}

/** Register field rules of the demo (spec §3 `register`, §5); '*' accepts anything. */
const REGISTER_RULES = [
  {
    field: 'username',
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
    patternId: 'LETTER_FIRST_ALNUM',
    required: true,
    shown: true,
  },
  {
    field: 'password',
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 'ALNUM',
    required: true,
    shown: true,
  },
  {
    field: 'confirmPassword',
    acceptedPattern: '*',
    minLength: 6,
    maxLength: 20,
    patternId: 'ANY',
    required: true,
    shown: true,
  },
  {
    field: 'mobileNum',
    acceptedPattern: '^[0-9]+$',
    minLength: 7,
    maxLength: 15,
    patternId: 'DIGITS',
    required: false,
    shown: true,
  },
  {
    field: 'payeeName',
    acceptedPattern: '^[A-Za-z ]+$',
    minLength: 2,
    maxLength: 50,
    patternId: 'ENGLISH_SPACES',
    required: false,
    shown: false,
  },
  {
    field: 'email',
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    minLength: 5,
    maxLength: 100,
    patternId: 'EMAIL',
    required: false,
    shown: true,
  },
  {
    field: 'affiliateCode',
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 20,
    patternId: 'ALNUM',
    required: false,
    shown: true,
  },
  {
    field: 'paymentPassword',
    acceptedPattern: '^[0-9]+$',
    minLength: 6,
    maxLength: 6,
    patternId: 'DIGITS',
    required: false,
    shown: false,
  },
  {
    field: 'captcha',
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 6,
    patternId: 'ALNUM',
    required: false,
    shown: false,
  },
];

/**
 * Creates the demo merchant and its configuration. Idempotent: rows that exist are left as the
 * operator changed them, so a restart never undoes configuration.
 */
export async function seedDemoMerchant(db: Database, now: Date, sitePort = 3000): Promise<number> {
  await db
    .insert(merchants)
    .values({
      code: DEMO_MERCHANT_CODE,
      brandName: 'Nova Play',
      licenseNumber: '365/JAZ',
      copyrightYear: 2025,
      defaultLanguage: 'MY',
      languages: ['MY', 'EN', 'CN'],
      currencyCode: 'MMK',
      currencySymbol: 'K',
      currencyExponent: 2,
      minimumAge: 18,
      mainDomain: 'novaplay.example',
      // Myanmar kyat: the merchant's days are Yangon's days.
      timeZone: 'Asia/Yangon',
      createdAt: now,
    })
    .onConflictDoNothing({ target: merchants.code });
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(sql`${merchants.code} = ${DEMO_MERCHANT_CODE}`);
  const merchantId = merchant!.id;

  await db
    .insert(merchantDomains)
    .values([
      { merchantId, domain: 'novaplay.example', lineName: 'Main', sortOrder: 0 },
      { merchantId, domain: 'line1.novaplay.example', lineName: 'Line 1', sortOrder: 1 },
      { merchantId, domain: 'line2.novaplay.example', lineName: 'Line 2', sortOrder: 2 },
    ])
    .onConflictDoNothing();

  await db
    .insert(systemSettings)
    .values({
      merchantId,
      updatedAt: now,
      maintenanceMessage: {
        EN: 'We are upgrading the site to serve you better.',
        CN: '我们正在升级网站，以便为您提供更好的服务。',
        MY: 'သင့်အား ပိုမိုကောင်းမွန်စွာ ဝန်ဆောင်မှုပေးနိုင်ရန် ဆိုက်ကို အဆင့်မြှင့်တင်နေပါသည်။',
      },
      blockedCountries: [],
      restrictionMessage: {
        EN: 'Our service is not available in your region.',
        CN: '您所在的地区无法使用本服务。',
        MY: 'သင့်ဒေသတွင် ဤဝန်ဆောင်မှုကို အသုံးပြု၍ မရပါ။',
      },
      gtagId: null,
      imageCdns: [],
      launchGameCdns: [],
      categories: ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ESPORTS', 'INHOUSE'],
      vendorIcons: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
      // The demo's own origin under two names, so the line-detection page has two lines that answer.
      lines: [
        { name: 'Main', url: `http://localhost:${sitePort}` },
        { name: 'Line 2', url: `http://127.0.0.1:${sitePort}` },
      ],
    })
    .onConflictDoNothing();

  const existing = await db.$count(
    customerServiceEntries,
    sql`${customerServiceEntries.merchantId} = ${merchantId}`,
  );
  // The built-in support chat beside the outside provider (modules/support), added once.
  const builtin = await db.$count(
    customerServiceEntries,
    sql`${customerServiceEntries.merchantId} = ${merchantId} and ${customerServiceEntries.csType} = ${SUPPORT_CS_TYPE}`,
  );
  if (builtin === 0)
    await db.insert(customerServiceEntries).values({
      merchantId,
      csType: SUPPORT_CS_TYPE,
      title: { EN: 'Chat with us', CN: '在线咨询', MY: 'ကျွန်ုပ်တို့နှင့် စကားပြောပါ' },
      path: SUPPORT_PAGE_PATH,
      sortOrder: 2,
    });
  if (existing === 0) {
    await db.insert(customerServiceEntries).values([
      {
        merchantId,
        csType: 'LIVECHAT',
        title: { EN: 'Live chat 24/7', CN: '24小时在线客服', MY: '၂၄ နာရီ တိုက်ရိုက်စကားပြော' },
        path: 'https://support.novaplay.example/chat',
        sortOrder: 0,
      },
      {
        merchantId,
        csType: 'TELEGRAM',
        title: { EN: 'Telegram support', CN: 'Telegram 客服', MY: 'Telegram အကူအညီ' },
        path: 'https://t.me/novaplay_support',
        sortOrder: 1,
      },
    ]);
    await db.insert(socialLinks).values([
      { merchantId, type: 'FACEBOOK', url: 'https://facebook.com/novaplay', sortOrder: 0 },
      { merchantId, type: 'TELEGRAM', url: 'https://t.me/novaplay', sortOrder: 1 },
      { merchantId, type: 'INSTAGRAM', url: 'https://instagram.com/novaplay', sortOrder: 2 },
      { merchantId, type: 'YOUTUBE', url: 'https://youtube.com/@novaplay', sortOrder: 3 },
    ]);
    await db.insert(siteResources).values([
      {
        merchantId,
        key: 'IOS_APP',
        label: { EN: 'iOS app', CN: 'iOS 应用', MY: 'iOS အက်ပ်' },
        url: 'https://novaplay.example/down?os=ios',
        sortOrder: 0,
      },
      {
        merchantId,
        key: 'ANDROID_APP',
        label: { EN: 'Android app', CN: '安卓应用', MY: 'Android အက်ပ်' },
        url: 'https://novaplay.example/down?os=android',
        sortOrder: 1,
      },
      {
        merchantId,
        key: 'IOS_LITE_APP',
        label: { EN: 'iOS lite app', CN: 'iOS 轻量版', MY: 'iOS Lite အက်ပ်' },
        url: 'https://novaplay.example/down?os=ios-lite',
        sortOrder: 2,
      },
      {
        merchantId,
        key: 'TELEGRAM_CHANNEL',
        label: { EN: 'Official Telegram channel', CN: '官方 Telegram 频道', MY: 'တရားဝင် Telegram ချန်နယ်' },
        url: 'https://t.me/novaplay',
        sortOrder: 3,
      },
    ]);
  }

  await db
    .insert(whitelabelModules)
    .values(
      WHITELABEL_TREE.map((node, index) => ({
        merchantId,
        modId: node.modId,
        parentModId: node.parent,
        enabled: node.enabled,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(registerFieldRules)
    .values(REGISTER_RULES.map((rule) => ({ merchantId, ...rule })))
    .onConflictDoNothing();
  await seedDemoPaymentChannels(db, merchantId, now);
  await seedDemoWithdrawalPolicy(db, merchantId, now);
  await seedDemoVendors(db, merchantId, now);
  await seedDemoContent(db, merchantId, now);
  return merchantId;
}
