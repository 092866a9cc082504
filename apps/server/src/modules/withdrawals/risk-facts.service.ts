import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberBankAccounts, withdrawals } from './withdrawals.tables.ts';

/* What the risk scan (modules/risk) asks of withdrawals and the bank accounts members withdraw to. */

/** An account number as written by different members: spaces and dashes do not make it another. */
const normalizedNumber = (column: unknown) => sql`upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

/** One member's use of a shared account number: bound to their profile, or withdrawn to. */
export interface SharedBankUse {
  accountNumber: string;
  bankName: string;
  memberId: number;
  kind: 'bank-account' | 'withdrawal';
  /** The first time this member bound it or withdrew to it. */
  at: Date;
}

interface SharedBankRow {
  number: string;
  bank_name: string;
  member_id: string | number;
  kind: 'bank-account' | 'withdrawal';
  at: string | Date;
}

/**
 * Account numbers of the merchant that at least `minMembers` distinct members bound or withdrew to,
 * with each member's first use. Removed bindings still count through the withdrawals paid to them.
 */
export async function sharedBankAccountUses(
  db: Database,
  input: { merchantId: number; minMembers: number },
): Promise<SharedBankUse[]> {
  const result = await db.execute(sql`
    with uses as (
      select ${normalizedNumber(memberBankAccounts.accountNumber)} as number, bank_name, member_id,
        created_at as at, 'bank-account' as kind
      from ${memberBankAccounts} where merchant_id = ${input.merchantId}
      union all
      select ${normalizedNumber(withdrawals.accountNumber)}, bank_name, member_id, created_at, 'withdrawal'
      from ${withdrawals} where merchant_id = ${input.merchantId}
    ),
    shared as (
      select number from uses group by number having count(distinct member_id) >= ${input.minMembers}
    )
    select u.number, min(u.bank_name) as bank_name, u.member_id, u.kind, min(u.at) as at
    from uses u join shared s on s.number = u.number
    group by u.number, u.member_id, u.kind
    order by u.number, u.member_id, u.kind`);
  return rowsOf<SharedBankRow>(result).map((row) => ({
    accountNumber: row.number,
    bankName: row.bank_name,
    memberId: Number(row.member_id),
    kind: row.kind,
    at: new Date(row.at),
  }));
}

/** The merchant's withdrawals requested in [from, to), whatever became of them since. */
export function withdrawalsRequestedBetween(
  db: Database,
  input: { merchantId: number; from: Date; to: Date },
) {
  return db
    .select({
      orderNo: withdrawals.orderNo,
      memberId: withdrawals.memberId,
      amount: withdrawals.amount,
      bankAccountId: withdrawals.bankAccountId,
      bankName: withdrawals.bankName,
      accountNumber: withdrawals.accountNumber,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, input.merchantId),
        gte(withdrawals.createdAt, input.from),
        lt(withdrawals.createdAt, input.to),
      ),
    )
    .orderBy(withdrawals.createdAt, withdrawals.id);
}
export type RequestedWithdrawal = Awaited<ReturnType<typeof withdrawalsRequestedBetween>>[number];

/** Where these members could be paid before `before`: accounts they had bound, and past withdrawals. */
export async function payoutAccountsBefore(
  db: Database,
  memberIds: number[],
  before: Date,
): Promise<
  { memberId: number; bankName: string; accountNumber: string; at: Date; kind: SharedBankUse['kind'] }[]
> {
  if (!memberIds.length) return [];
  const [bound, paid] = await Promise.all([
    db
      .select({
        memberId: memberBankAccounts.memberId,
        bankName: memberBankAccounts.bankName,
        accountNumber: memberBankAccounts.accountNumber,
        at: memberBankAccounts.createdAt,
      })
      .from(memberBankAccounts)
      .where(and(inArray(memberBankAccounts.memberId, memberIds), lt(memberBankAccounts.createdAt, before))),
    db
      .select({
        memberId: withdrawals.memberId,
        bankName: withdrawals.bankName,
        accountNumber: withdrawals.accountNumber,
        at: withdrawals.createdAt,
      })
      .from(withdrawals)
      .where(and(inArray(withdrawals.memberId, memberIds), lt(withdrawals.createdAt, before))),
  ]);
  return [
    ...bound.map((row) => ({ ...row, kind: 'bank-account' as const })),
    ...paid.map((row) => ({ ...row, kind: 'withdrawal' as const })),
  ];
}

/** When each of these bank accounts was bound (a removed one is absent). */
export function bankAccountsBound(db: Database, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: memberBankAccounts.id,
      memberId: memberBankAccounts.memberId,
      bankName: memberBankAccounts.bankName,
      accountNumber: memberBankAccounts.accountNumber,
      createdAt: memberBankAccounts.createdAt,
    })
    .from(memberBankAccounts)
    .where(inArray(memberBankAccounts.id, ids));
}
