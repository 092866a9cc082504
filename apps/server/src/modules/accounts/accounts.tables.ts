import type { FIREBASE_CHANNELS } from '@platform/contract/accounts';
import type { Language } from '@platform/contract/i18n';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId, signInGuardColumns } from '../../db/columns.ts';

/** A player, trial player or agent of one merchant (spec §3 member info and registration fields). */
export const members = pgTable(
  'members',
  {
    id: rowId(),
    merchantId: merchantRef(),
    /** The login name as the member typed it; unique per merchant regardless of case. */
    account: varchar('account', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    /** Spec §3: 0 member, 1/2/41/42 agent, 4 trial. */
    type: smallint('type').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    /** Null for accounts that never had one (trial, third-party sign-in). */
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    /** Set when an operator gave the member the default password; a login then forces a change. */
    passwordIsDefault: boolean('password_is_default').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: varchar('country_dialing_code', { length: 6 }),
    mobileNum: varchar('mobile_num', { length: 20 }),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: varchar('email', { length: 254 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Real name, as on the member's bank account; set once (security centre). */
    payeeName: varchar('payee_name', { length: 100 }),
    fullname: varchar('fullname', { length: 100 }),
    icon: varchar('icon', { length: 16 }),
    /** The interface language the member chose (spec §7 getUpdateLanguage); null: never chose one. */
    language: varchar('language', { length: 8 }).$type<Language>(),
    qqNum: varchar('qq_num', { length: 32 }),
    line: varchar('line', { length: 64 }),
    whatsapp: varchar('whatsapp', { length: 64 }),
    facebook: varchar('facebook', { length: 64 }),
    telegram: varchar('telegram', { length: 64 }),
    wechat: varchar('wechat', { length: 64 }),
    zalo: varchar('zalo', { length: 64 }),
    idNumber: varchar('id_number', { length: 32 }),
    birthday: date('birthday'),
    address: varchar('address', { length: 200 }),
    nationality: varchar('nationality', { length: 64 }),
    occupation: varchar('occupation', { length: 64 }),
    incomeSource: varchar('income_source', { length: 64 }),
    bankAccountNumber: varchar('bank_account_number', { length: 34 }),
    /** The agent this member registered under (the downline tree of later issues). */
    uplineId: bigint('upline_id', { mode: 'number' }),
    /** This member's own code others register with (agents' affiliate code, anyone's referral). */
    affiliateCode: varchar('affiliate_code', { length: 32 }),
    referralCode: varchar('referral_code', { length: 32 }).notNull(),
    /** Codes given at registration. */
    registeredAffiliateCode: varchar('registered_affiliate_code', { length: 32 }),
    registeredReferralCode: varchar('registered_referral_code', { length: 32 }),
    recommenderId: varchar('recommender_id', { length: 32 }),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    registerIp: varchar('register_ip', { length: 45 }).notNull(),
    /** The player site's device id at registration (http/device-id.ts); null when none was sent. */
    registerDeviceId: varchar('register_device_id', { length: 32 }),
    registerUrl: varchar('register_url', { length: 2048 }),
    domain: varchar('domain', { length: 253 }),
    registerMethod: varchar('register_method', { length: 8 }).notNull().default('WEB'),
    /** How the account was created: USERNAME, MOBILE, FREEPLAY, GOOGLE, FACEBOOK, PHONE. */
    registerType: varchar('register_type', { length: 16 }).notNull(),
    firebaseChannel: varchar('firebase_channel', { length: 16 }),
    ...signInGuardColumns(),
    previousLoginAt: at('previous_login_at'),
    /** Where the last successful login came from: the operator's search by address. */
    lastLoginIp: varchar('last_login_ip', { length: 45 }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('members_merchant_account').on(t.merchantId, sql`lower(${t.account})`),
    uniqueIndex('members_merchant_mobile')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_merchant_email')
      .on(t.merchantId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('members_merchant_affiliate_code')
      .on(t.merchantId, sql`upper(${t.affiliateCode})`)
      .where(sql`${t.affiliateCode} is not null`),
    uniqueIndex('members_merchant_referral_code').on(t.merchantId, sql`upper(${t.referralCode})`),
    index('members_upline').on(t.uplineId),
    // The operator's player search (members-admin.service.ts): prefixes use pattern operators, so a
    // LIKE 'abc%' finds its rows through the index whatever the database's collation.
    index('members_merchant_account_prefix').on(t.merchantId, sql`lower(${t.account}) text_pattern_ops`),
    index('members_merchant_mobile_prefix')
      .on(t.merchantId, t.mobileNum.op('text_pattern_ops'))
      .where(sql`${t.mobileNum} is not null`),
    index('members_merchant_nickname_prefix').on(t.merchantId, t.nickname.op('text_pattern_ops')),
    index('members_merchant_fullname_prefix')
      .on(t.merchantId, t.fullname.op('text_pattern_ops'))
      .where(sql`${t.fullname} is not null`),
    index('members_merchant_payee_name_prefix')
      .on(t.merchantId, t.payeeName.op('text_pattern_ops'))
      .where(sql`${t.payeeName} is not null`),
    index('members_merchant_register_ip').on(t.merchantId, t.registerIp),
    index('members_merchant_last_login_ip')
      .on(t.merchantId, t.lastLoginIp)
      .where(sql`${t.lastLoginIp} is not null`),
    index('members_merchant_status').on(t.merchantId, t.status),
    // The search's sort orders; a member who never logged in sorts as the oldest login.
    index('members_merchant_created').on(t.merchantId, t.createdAt, t.id),
    index('members_merchant_last_login').on(t.merchantId, t.lastLoginAt.asc().nullsFirst(), t.id),
  ],
);

/**
 * The member a row belongs to. `restrict` where the row is money or play history that must outlive
 * any attempt to delete the member; `cascade` where it is only the member's own state.
 */
export const memberRef = (onDelete: 'restrict' | 'cascade') =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete });

/** A third-party identity (Google, Facebook, Firebase phone) bound to a member. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantId: merchantRef(),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    memberId: memberRef('cascade'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.provider, t.subject] })],
);

/**
 * A login session. Only the SHA-256 of the token is stored, so a database leak yields no usable
 * token; a session ends at the idle or absolute expiry, or when revoked (logout, password change).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: memberRef('cascade'),
    merchantId: merchantRef(),
    loginType: varchar('login_type', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 45 }).notNull(),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The hard end the member's session time limit set at login (responsible gambling); null without one. */
    endsAt: at('ends_at'),
    revokedAt: at('revoked_at'),
    /** The password is the default or expired: only the password change is allowed (spec §4). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  // By member, newest first: the operator's player page lists a member's latest sessions.
  (t) => [index('sessions_member').on(t.memberId, t.id)],
);

/**
 * A one-time code that signs another device in as a session's member (the iOS download QR code).
 * Only the SHA-256 of the code is kept; it is used at most once, before it expires, and only while
 * the session that made it is live. The new session keeps that session's hard end.
 */
export const sessionHandoffs = pgTable(
  'session_handoffs',
  {
    id: rowId(),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('session_handoffs_session').on(t.sessionId)],
);

/** Every login, successful or not: the security centre's history and the unregistered-IP check. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: rowId(),
    memberId: memberRef('cascade'),
    ip: varchar('ip', { length: 45 }).notNull(),
    userAgent: varchar('user_agent', { length: 512 }),
    /** The player site's device id (http/device-id.ts); null when none was sent. */
    deviceId: varchar('device_id', { length: 32 }),
    loginType: varchar('login_type', { length: 16 }).notNull(),
    success: boolean('success').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('login_history_member_at').on(t.memberId, t.at)],
);

/** Addresses a member has logged in from; a login from another asks for extra verification. */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: memberRef('cascade'),
    ip: varchar('ip', { length: 45 }).notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** Per-merchant account policy the operator configures beside the whitelabel flags. */
export const accountPolicies = pgTable('account_policies', {
  merchantId: merchantRef().primaryKey(),
  /** Days a password lives before PWDEXPFORCECHANGE3 forces a change. */
  passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
  /** Failed logins in a row before the captcha is asked for. */
  captchaAfterFailures: integer('captcha_after_failures').notNull().default(3),
  /** Failed logins in a row before the account is locked for `lockoutMinutes`. */
  lockoutAfterFailures: integer('lockout_after_failures').notNull().default(10),
  lockoutMinutes: integer('lockout_minutes').notNull().default(5),
  /** Ask for extra verification when a member logs in from an address not seen before. */
  verifyUnknownIp: boolean('verify_unknown_ip').notNull().default(true),
  captchaOnRegister: boolean('captcha_on_register').notNull().default(false),
  smsExpiredMinutes: integer('sms_expired_minutes').notNull().default(5),
  /** Dialling codes offered in the country select, first is the default. */
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  identityProviders: text('identity_providers')
    .array()
    .$type<(typeof FIREBASE_CHANNELS)[number][]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: at('updated_at').notNull(),
});
