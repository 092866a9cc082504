import { randomBytes } from 'node:crypto';
import { isAgentType, TRIAL_TYPE } from '@platform/contract/account-constants';
import type { MemberInfo } from '@platform/contract/accounts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postgresFailure } from '../../db/errors.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { members } from './accounts.tables.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Spec §3 member info as the client reads it; secrets (hashes, TOTP seed) never leave here. */
export function toMemberInfo(member: MemberRow, merchant: Merchant): MemberInfo {
  return {
    id: member.id,
    customerId: String(member.id),
    account: member.account,
    username: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === TRIAL_TYPE,
    status: member.status as MemberInfo['status'],
    icon: member.icon,
    payeeName: member.payeeName,
    email: member.email,
    emailVerified: member.emailVerified,
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode,
    mobileVerified: member.mobileVerified,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    totpEnabled: member.totpEnabled,
    affiliateCode: member.affiliateCode,
    referralCode: member.referralCode,
    merchantCode: merchant.code,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    previousLoginAt: member.previousLoginAt?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
    // A language the operator has since taken off the site is not one to start the site in.
    language: member.language && merchant.languages.includes(member.language) ? member.language : null,
  };
}

/** The merchant's one member that matches `condition`: members never cross merchants. */
async function findMemberWhere(
  db: Database,
  merchantId: number,
  condition: SQL | undefined,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), condition));
  return row ?? null;
}

export async function findMemberById(
  db: Database,
  merchantId: number,
  id: number,
): Promise<MemberRow | null> {
  return findMemberWhere(db, merchantId, eq(members.id, id));
}

/** Account names are unique regardless of case, and found the same way. */
export async function findMemberByAccount(
  db: Database,
  merchantId: number,
  account: string,
): Promise<MemberRow | null> {
  return findMemberWhere(db, merchantId, sql`lower(${members.account}) = lower(${account})`);
}

export async function findMemberByMobile(
  db: Database,
  merchantId: number,
  dialingCode: string,
  mobileNum: string,
): Promise<MemberRow | null> {
  return findMemberWhere(
    db,
    merchantId,
    and(eq(members.countryDialingCode, dialingCode), eq(members.mobileNum, mobileNum)),
  );
}

/** The active member whose own code (affiliate or referral) this is, in any case. */
async function findActiveMemberByCode(
  db: Database,
  merchantId: number,
  column: typeof members.affiliateCode | typeof members.referralCode,
  code: string,
): Promise<MemberRow | null> {
  return findMemberWhere(
    db,
    merchantId,
    and(sql`upper(${column}) = upper(${code})`, eq(members.status, 'active')),
  );
}

/** The active agent whose affiliate code this is (spec: 'Invalid invitation code' otherwise). */
export async function findAgentByAffiliateCode(db: Database, merchantId: number, code: string) {
  const row = await findActiveMemberByCode(db, merchantId, members.affiliateCode, code);
  return row && isAgentType(row.type) ? row : null;
}

/** The real (not trial) member who invites with this referral code. */
export async function findMemberByReferralCode(db: Database, merchantId: number, code: string) {
  const row = await findActiveMemberByCode(db, merchantId, members.referralCode, code);
  return row && row.type !== TRIAL_TYPE ? row : null;
}

// No 0/O/1/I: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

export type InsertMemberResult =
  | { ok: true; member: MemberRow }
  | { ok: false; code: 'ACCOUNT_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN' };

const CONSTRAINT_CODES: Record<string, 'ACCOUNT_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN'> = {
  members_merchant_account: 'ACCOUNT_TAKEN',
  members_merchant_mobile: 'MOBILE_TAKEN',
  members_merchant_email: 'EMAIL_TAKEN',
};

/** The unique constraint a PostgreSQL error (through pg or PGlite) violated, or null. */
export function uniqueViolation(error: unknown): string | null {
  const failure = postgresFailure(error);
  return failure?.code === '23505' ? (failure.constraint ?? 'unknown') : null;
}

/**
 * Inserts a member; the database's unique indexes decide races between two registrations of the
 * same name, so a taken name is an answer, not an error. A referral code collision is retried.
 */
export async function insertMember(
  db: Database,
  values: Omit<NewMember, 'referralCode'>,
): Promise<InsertMemberResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [member] = await db
        .insert(members)
        .values({ ...values, referralCode: newReferralCode() })
        .returning();
      if (!member) throw new Error('insert returned no row');
      return { ok: true, member };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (!constraint) throw error;
      const code = CONSTRAINT_CODES[constraint];
      if (code) return { ok: false, code };
      if (constraint !== 'members_merchant_referral_code') throw error;
    }
  }
  throw new Error('could not find a free referral code');
}
