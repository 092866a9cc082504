import type { MemberStatus } from '@platform/contract/account-constants';
import type {
  AdminMemberDetail,
  AdminMemberLedger,
  AdminMemberLedgerQuery,
  AdminMemberList,
  AdminMemberListQuery,
  AdminMemberRow,
  MemberAccess,
  MemberPasswordReset,
} from '@platform/contract/members-admin';
import { WALLET_KINDS } from '@platform/contract/wallet-constants';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { COUNT_LIMIT, cappedTotals } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { likePrefix } from '../../db/like-prefix.ts';
import { memberBalances, memberLedgerPage, memberVendorBalances } from '../ledger/ledger.service.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { members } from './accounts.tables.ts';
import { findMemberById, type MemberRow } from './members.service.ts';
import { hashPassword, temporaryPassword } from './passwords.ts';
import {
  announceRevoked,
  markMemberSessionsRevoked,
  recentMemberSessions,
  type SessionDeps,
} from './sessions.service.ts';

export type MemberAccessResult = { ok: true; member: MemberAccess } | { ok: false; code: 'NOT_FOUND' };

type MemberAccessDeps = Pick<SessionDeps, 'db' | 'now' | 'revocations'>;

interface AccessChange {
  action: 'member.lock' | 'member.unlock' | 'member.end-sessions' | 'member.reset-password' | 'member.close';
  /** The status the member gets from the status they have; null leaves it. */
  nextStatus: (status: MemberStatus) => MemberStatus | null;
  endsSessions: boolean;
  /** A new password hash the member must replace at the next login; absent leaves the password. */
  passwordHash?: string;
}

/**
 * One operator action on a member of the actor's merchant: the status change, the sessions it
 * ends and the audit row commit together; the ended sessions are announced after the commit, so
 * no node closes a socket for a change that was rolled back.
 */
async function changeMemberAccess(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
  change: AccessChange,
): Promise<MemberAccessResult> {
  const outcome = await withAudit(deps, input.actor, async (tx: Database) => {
    const [member] = await tx
      .select({ id: members.id, account: members.account, status: members.status })
      .from(members)
      .where(and(eq(members.id, input.memberId), eq(members.merchantId, input.actor.merchantId)))
      .for('update');
    if (!member) return { value: null, change: null };
    const before = member.status as MemberStatus;
    const after = change.nextStatus(before) ?? before;
    if (after !== before) {
      // An unlock also forgives the failed logins that may have locked the account for a while.
      const lockout = after === 'active' ? { failedLogins: 0, lockedUntil: null } : {};
      await tx
        .update(members)
        .set({ status: after, ...lockout })
        .where(eq(members.id, member.id));
    }
    if (change.passwordHash) {
      await tx
        .update(members)
        .set({ passwordHash: change.passwordHash, passwordChangedAt: deps.now(), passwordIsDefault: true })
        .where(eq(members.id, member.id));
    }
    const revoked = change.endsSessions
      ? await markMemberSessionsRevoked({ db: tx, now: deps.now }, member.id)
      : { memberId: member.id, sessionIds: [] };
    const view: MemberAccess = {
      id: member.id,
      account: member.account,
      status: after,
      sessionsEnded: revoked.sessionIds.length,
    };
    return {
      value: { view, revoked },
      change: {
        action: change.action,
        objectType: 'member',
        objectId: member.id,
        before: { status: before },
        after: {
          status: after,
          sessionsEnded: view.sessionsEnded,
          ...(change.passwordHash ? { passwordReset: true } : {}),
        },
      },
    };
  });
  if (!outcome) return { ok: false, code: 'NOT_FOUND' };
  await announceRevoked(deps, outcome.revoked);
  return { ok: true, member: outcome.view };
}

/** Locks the member out: no login until unlocked, and every open session ends on every node. */
export function lockMember(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.lock',
    nextStatus: (status) => (status === 'active' ? 'locked' : null),
    endsSessions: true,
  });
}

/** Lets a locked member log in again; the sessions the lock ended stay ended. A closed account stays closed. */
export function unlockMember(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.unlock',
    nextStatus: (status) => (status === 'locked' ? 'active' : null),
    endsSessions: false,
  });
}

/**
 * Closes the account for good (the risk queue's close): no login, no unlock, and every open
 * session ends on every node. Closing a closed account changes nothing.
 */
export function closeMember(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.close',
    nextStatus: (status) => (status === 'closed' ? null : 'closed'),
    endsSessions: true,
  });
}

/** Ends every session of the member (a stolen phone, a shared computer) without locking the account. */
export function endMemberSessions(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.end-sessions',
    nextStatus: () => null,
    endsSessions: true,
  });
}

/**
 * A temporary password for a player who lost theirs and proved who they are to support: it is
 * answered once to the operator, never stored in clear or audited, must be changed at the next
 * login, and every session ends so whoever held the old one is out.
 */
export async function resetMemberPassword(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<{ ok: true; member: MemberPasswordReset } | { ok: false; code: 'NOT_FOUND' }> {
  const temporary = temporaryPassword();
  const result = await changeMemberAccess(deps, input, {
    action: 'member.reset-password',
    nextStatus: () => null,
    endsSessions: true,
    passwordHash: await hashPassword(temporary),
  });
  if (!result.ok) return result;
  return { ok: true, member: { ...result.member, temporaryPassword: temporary } };
}

// ---------------------------------------------------------------------------------------------
// The player search and player page (members.read)

type MemberReadDeps = Pick<SessionDeps, 'db' | 'now'>;

/** The columns of a search row, so the list reads no secret and no profile it does not show. */
const rowColumns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  type: members.type,
  status: members.status,
  lockedUntil: members.lockedUntil,
  registerIp: members.registerIp,
  lastLoginIp: members.lastLoginIp,
  lastLoginAt: members.lastLoginAt,
  createdAt: members.createdAt,
};
type RowColumns = { [K in keyof typeof rowColumns]: MemberRow[K] };

function toAdminMemberRow(row: RowColumns, now: Date): AdminMemberRow {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    countryDialingCode: row.countryDialingCode,
    mobile: row.mobileNum,
    type: row.type,
    status: row.status as MemberStatus,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    registerIp: row.registerIp,
    lastLoginIp: row.lastLoginIp,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The search's filters; each one has its index on members (accounts.tables.ts). */
function searchFilters(merchantId: number, query: AdminMemberListQuery): SQL | undefined {
  const name = query.name === undefined ? undefined : likePrefix(query.name);
  return and(
    eq(members.merchantId, merchantId),
    query.account === undefined
      ? undefined
      : sql`lower(${members.account}) like lower(${likePrefix(query.account)})`,
    query.mobile === undefined ? undefined : sql`${members.mobileNum} like ${likePrefix(query.mobile)}`,
    name === undefined
      ? undefined
      : or(
          sql`${members.nickname} like ${name}`,
          sql`${members.fullname} like ${name}`,
          sql`${members.payeeName} like ${name}`,
        ),
    query.ip === undefined
      ? undefined
      : or(eq(members.registerIp, query.ip), eq(members.lastLoginIp, query.ip)),
    query.status === undefined ? undefined : eq(members.status, query.status),
  );
}

/** The sort orders, each walked along its index; ids break ties so pages never overlap. */
function searchOrder(query: AdminMemberListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'account':
      return [direction(sql`lower(${members.account})`)];
    case 'lastLoginAt':
      return query.order === 'asc'
        ? [sql`${members.lastLoginAt} asc nulls first`, asc(members.id)]
        : [sql`${members.lastLoginAt} desc nulls last`, desc(members.id)];
    case 'createdAt':
      return [direction(members.createdAt), direction(members.id)];
  }
}

/** The player search: one page of the merchant's members, the total counted up to the cap. */
export async function listMembers(
  deps: MemberReadDeps,
  input: { merchantId: number } & AdminMemberListQuery,
): Promise<AdminMemberList> {
  const where = searchFilters(input.merchantId, input);
  const matching = deps.db.select({ one: sql`1` }).from(members).where(where).limit(COUNT_LIMIT);
  const [rows, counts] = await Promise.all([
    deps.db
      .select(rowColumns)
      .from(members)
      .where(where)
      .orderBy(...searchOrder(input))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    deps.db.select({ n: count() }).from(matching.as('matching')),
  ]);
  const now = deps.now();
  return {
    list: rows.map((row) => toAdminMemberRow(row, now)),
    ...cappedTotals(counts[0]?.n ?? 0, input.pageSize),
  };
}

const RECENT_SESSIONS = 20;

/** The player page: profile, balances and newest sessions; null for no member of this merchant. */
export async function memberDetail(
  deps: MemberReadDeps,
  input: { merchantId: number; memberId: number },
): Promise<AdminMemberDetail | null> {
  const member = await findMemberById(deps.db, input.merchantId, input.memberId);
  if (!member) return null;
  const [balances, vendorBalances, sessions] = await Promise.all([
    memberBalances(deps.db, member.id),
    memberVendorBalances(deps.db, member.id),
    recentMemberSessions(deps.db, member.id, RECENT_SESSIONS),
  ]);
  const now = deps.now();
  return {
    member: {
      ...toAdminMemberRow(member, now),
      email: member.email,
      emailVerified: member.emailVerified,
      mobileVerified: member.mobileVerified,
      payeeName: member.payeeName,
      fullname: member.fullname,
      uplineId: member.uplineId,
      affiliateCode: member.affiliateCode,
      referralCode: member.referralCode,
      registerMethod: member.registerMethod,
      registerType: member.registerType,
      registerUrl: member.registerUrl,
      domain: member.domain,
      totpEnabled: member.totpEnabled,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      previousLoginAt: member.previousLoginAt?.toISOString() ?? null,
    },
    balances: Object.fromEntries(
      WALLET_KINDS.map((kind) => [kind, balances[kind] ?? 0]),
    ) as AdminMemberDetail['balances'],
    vendorWallets: [...vendorBalances].map(([vendorCode, balance]) => ({ vendorCode, balance })),
    sessions: sessions.map((session) => ({
      ...session,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
      live: session.revokedAt === null && session.expiresAt > now,
    })),
  };
}

/** The member's ledger entries, newest first; null for no member of this merchant. */
export async function memberLedger(
  deps: MemberReadDeps,
  input: { merchantId: number; memberId: number } & AdminMemberLedgerQuery,
): Promise<AdminMemberLedger | null> {
  const member = await findMemberById(deps.db, input.merchantId, input.memberId);
  if (!member) return null;
  const page = await memberLedgerPage(
    deps.db,
    { merchantId: input.merchantId, memberId: member.id },
    { pageNo: input.pageNo, pageSize: input.pageSize, countLimit: COUNT_LIMIT },
  );
  return {
    list: page.entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    ...cappedTotals(page.counted, input.pageSize),
  };
}
