import { z } from 'zod';
import { MEMBER_STATUSES } from './account-constants.ts';
import { RowIdParamSchema } from './ids.ts';
import { adminPagingFields, cappedTotalFields } from './list-query.ts';
import { text } from './text.ts';
import { WALLET_KINDS } from './wallet-constants.ts';

/**
 * The operator API's actions on a member's access (back office, members.write, audited): lock,
 * unlock, and end every session. Each one that ends sessions closes the member's open sockets.
 */

export const MemberIdParamsSchema = z.strictObject({
  id: RowIdParamSchema,
});

export const MemberAccessSchema = z.object({
  id: z.number().int(),
  account: text(),
  status: z.enum(MEMBER_STATUSES),
  /** Sessions this action ended (0 when none was open). */
  sessionsEnded: z.number().int(),
});
export type MemberAccess = z.infer<typeof MemberAccessSchema>;

/*
 * The operator's player search and player page (back office, members.read): a page of the
 * merchant's members by filters, one member's profile, balances and sessions, and their ledger.
 */

export const ADMIN_MEMBER_SORTS = ['createdAt', 'account', 'lastLoginAt'] as const;
export type AdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];

/**
 * The player search. Each filter narrows the list (all must match): `account` is a prefix in any
 * case, `mobile` a prefix of the number without its dialling code, `name` a prefix of the nickname,
 * the full name or the payee (real) name, `ip` the exact registration or last login address.
 * Never-logged-in members sort as the oldest logins.
 */
export const AdminMemberListQuerySchema = z.strictObject({
  ...adminPagingFields,
  account: text().trim().min(1).max(64).optional(),
  mobile: text()
    .trim()
    .regex(/^\d{1,20}$/, 'Digits only')
    .optional(),
  name: text().trim().min(1).max(100).optional(),
  ip: text()
    .trim()
    .regex(/^[0-9A-Fa-f:.]{2,45}$/, 'An IPv4 or IPv6 address')
    .optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  sort: z.enum(ADMIN_MEMBER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminMemberListQuery = z.infer<typeof AdminMemberListQuerySchema>;

const isoTime = text();

export const AdminMemberRowSchema = z.object({
  id: z.number().int(),
  account: text(),
  nickname: text(),
  countryDialingCode: text().nullable(),
  /** The whole number: operators with members.read see it unmasked. */
  mobile: text().nullable(),
  /** Spec §3: 0 member, 1/2/41/42 agent, 4 trial. */
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  /** While failed logins keep the account locked out (ISO 8601); null when no lockout is running. */
  lockedUntil: isoTime.nullable(),
  registerIp: text(),
  lastLoginIp: text().nullable(),
  lastLoginAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;

export const AdminMemberListSchema = z.object({
  list: z.array(AdminMemberRowSchema),
  ...cappedTotalFields,
});
export type AdminMemberList = z.infer<typeof AdminMemberListSchema>;

export const AdminMemberProfileSchema = AdminMemberRowSchema.extend({
  email: text().nullable(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** The real name, as on the member's bank account. */
  payeeName: text().nullable(),
  fullname: text().nullable(),
  /** The agent the member registered under. */
  uplineId: z.number().int().nullable(),
  affiliateCode: text().nullable(),
  referralCode: text(),
  registerMethod: text(),
  /** USERNAME, MOBILE, FREEPLAY, GOOGLE, FACEBOOK, PHONE. */
  registerType: text(),
  registerUrl: text().nullable(),
  domain: text().nullable(),
  totpEnabled: z.boolean(),
  hasPaymentPassword: z.boolean(),
  previousLoginAt: isoTime.nullable(),
});
export type AdminMemberProfile = z.infer<typeof AdminMemberProfileSchema>;

export const AdminMemberSessionSchema = z.object({
  id: z.number().int(),
  loginType: text(),
  ip: text(),
  userAgent: text().nullable(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  expiresAt: isoTime,
  revokedAt: isoTime.nullable(),
  /** Not revoked and not expired: the token still works. */
  live: z.boolean(),
});
export type AdminMemberSession = z.infer<typeof AdminMemberSessionSchema>;

/** A member's accounts in integer minor units; accounts never used read 0. */
export const AdminMemberBalancesSchema = z.record(z.enum(WALLET_KINDS), z.number().int());

export const AdminMemberDetailSchema = z.object({
  member: AdminMemberProfileSchema,
  balances: AdminMemberBalancesSchema,
  /** Wallets at transfer-mode vendors the member ever opened. */
  vendorWallets: z.array(z.object({ vendorCode: text(), balance: z.number().int() })),
  /** The 20 newest sessions, newest first. */
  sessions: z.array(AdminMemberSessionSchema),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

export const AdminMemberLedgerQuerySchema = z.strictObject(adminPagingFields);
export type AdminMemberLedgerQuery = z.infer<typeof AdminMemberLedgerQuerySchema>;

export const AdminMemberLedgerEntrySchema = z.object({
  entryId: z.number().int(),
  transferId: z.number().int(),
  /** The business event (deposit, bet, win, withdrawal_request, ...). */
  kind: text(),
  /** The business record it belongs to (a deposit number, a round). */
  reference: text(),
  /** Signed minor units: negative left the account. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  accountKind: z.enum([...WALLET_KINDS, 'vendor_wallet']),
  /** The vendor of a `vendor_wallet` entry; else null. */
  vendorCode: text().nullable(),
  createdAt: isoTime,
});
export type AdminMemberLedgerEntry = z.infer<typeof AdminMemberLedgerEntrySchema>;

/** Every account of the member, newest entry first. */
export const AdminMemberLedgerSchema = z.object({
  list: z.array(AdminMemberLedgerEntrySchema),
  ...cappedTotalFields,
});
export type AdminMemberLedger = z.infer<typeof AdminMemberLedgerSchema>;

/**
 * A password reset by staff (members.write, audited): a temporary password, answered once to the
 * operator who reads it to the player; the member must choose a new one at the next login, and
 * every session ends. The audit log never holds the password.
 */
export const MemberPasswordResetSchema = MemberAccessSchema.extend({ temporaryPassword: text() });
export type MemberPasswordReset = z.infer<typeof MemberPasswordResetSchema>;

/** A note staff wrote about a player (members.write to add, members.read to read); never edited. */
export const MemberNoteInputSchema = z.strictObject({ body: text().trim().min(1).max(1000) });
export type MemberNoteInput = z.infer<typeof MemberNoteInputSchema>;

export const MemberNoteSchema = z.object({
  id: z.number().int(),
  body: text(),
  operatorUsername: text(),
  createdAt: isoTime,
});
export type MemberNote = z.infer<typeof MemberNoteSchema>;

export const MemberNoteListQuerySchema = z.strictObject(adminPagingFields);
export type MemberNoteListQuery = z.infer<typeof MemberNoteListQuerySchema>;

/** The member's notes, newest first. */
export const MemberNoteListSchema = z.object({
  list: z.array(MemberNoteSchema),
  ...cappedTotalFields,
});
export type MemberNoteList = z.infer<typeof MemberNoteListSchema>;
