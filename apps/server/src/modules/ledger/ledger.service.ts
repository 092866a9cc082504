import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postgresFailure } from '../../db/errors.ts';
import { executeNamed } from '../../db/named-query.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  type MemberAccountKind,
  type MerchantAccountKind,
} from './ledger.tables.ts';

/** The database, or a transaction a caller opened to write its business record with the transfer. */
export type LedgerExecutor = Pick<Database, 'execute' | 'select' | 'insert'>;

export interface TransferLeg {
  accountId: number;
  /** Signed minor units: negative takes from the account, positive gives to it. */
  amount: number;
}

export interface TransferRequest {
  merchantId: number;
  /** Unique per merchant: the same key twice moves money once and answers the first result. */
  idempotencyKey: string;
  kind: string;
  reference: string;
  /** When it happened, from the app's clock: the one time its transfer row and entries carry. */
  at: Date;
  legs: TransferLeg[];
}

export interface PostedEntry {
  accountId: number;
  amount: number;
  /** The account's balance after this entry; null on merchant accounts, which do not cache one. */
  balanceAfter: number | null;
  /** The member owning the account, or null for the merchant's own accounts. */
  memberId: number | null;
  /** The member account's kind; null for the merchant's own accounts. */
  accountKind: MemberAccountKind | null;
  /** The entry's id, increasing with each entry of one account (so later balance); null on merchant accounts. */
  entryId: number | null;
}

export interface PostedTransfer {
  transferId: number;
  kind: string;
  reference: string;
  entries: PostedEntry[];
  /** True when the key had been used: nothing moved now, this is the first answer. */
  replayed: boolean;
}

export type LedgerErrorCode = 'INSUFFICIENT_FUNDS' | 'IDEMPOTENCY_CONFLICT' | 'INVALID_TRANSFER';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

const MAX_LEGS = 16;

function assertBalanced(request: TransferRequest): void {
  const { legs } = request;
  if (legs.length < 2 || legs.length > MAX_LEGS)
    throw new LedgerError('INVALID_TRANSFER', `a transfer has 2 to ${MAX_LEGS} legs`);
  let sum = 0;
  const seen = new Set<number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0)
      throw new LedgerError('INVALID_TRANSFER', 'leg amounts are non-zero safe integers');
    if (seen.has(leg.accountId)) throw new LedgerError('INVALID_TRANSFER', 'an account appears in two legs');
    seen.add(leg.accountId);
    sum += leg.amount;
  }
  if (sum !== 0) throw new LedgerError('INVALID_TRANSFER', 'the legs of a transfer sum to zero');
  if (!request.idempotencyKey || request.idempotencyKey.length > 128)
    throw new LedgerError('INVALID_TRANSFER', 'an idempotency key of 1 to 128 characters is required');
}

interface MovedRow {
  transfer_id: number | string;
  /** Null when the transfer moved no member account (the left join found nothing). */
  account_id: number | string | null;
  balance: number | string | null;
  member_id: number | string | null;
  kind: MemberAccountKind | null;
  entry_id: number | string | null;
}

/**
 * The merchant accounts this process has seen. Their ids never change owner, so a transfer whose
 * legs are all known merchant accounts but one can skip the ordered locking below: one locked row
 * cannot deadlock. Unknown ids take the locking statement, which is always right.
 */
const knownMerchantAccounts = new Set<number>();

function needsOrderedLocks(legs: TransferLeg[]): boolean {
  return legs.filter((leg) => !knownMerchantAccounts.has(leg.accountId)).length > 1;
}

/**
 * The two posting statements. Each is one statement, so it is atomic without a transaction of its
 * own and costs one round trip: the transfer row claims the idempotency key (a used key inserts
 * nothing, and then nothing below moves), the member accounts' cached balances move, and the entries
 * record the balance each left. A balance that would go below zero fails the check constraint, which
 * undoes the whole statement; an account of another merchant fails the entries' foreign key to
 * (account, merchant). The locking variant first locks the member accounts in id order, so two
 * transfers between the same accounts in opposite directions cannot deadlock.
 */
function postingStatement(request: TransferRequest, lockInOrder: boolean) {
  const accountIds = `{${request.legs.map((leg) => leg.accountId).join(',')}}`;
  const amounts = `{${request.legs.map((leg) => leg.amount).join(',')}}`;
  const at = request.at.toISOString();
  const head = sql`
    with legs as (
      select * from unnest(${accountIds}::bigint[], ${amounts}::bigint[]) as l(account_id, amount)
    ),
    t as (
      insert into ledger_transfers (merchant_id, idempotency_key, kind, reference, created_at)
      values (${request.merchantId}, ${request.idempotencyKey}, ${request.kind}, ${request.reference}, ${at}::timestamptz)
      on conflict (merchant_id, idempotency_key) do nothing
      returning id
    ),`;
  const moved = lockInOrder
    ? sql`
    locked as materialized (
      select a.id from ledger_accounts a
      where a.id in (select account_id from legs) and a.caches_balance and exists (select 1 from t)
      order by a.id
      for update
    ),
    moved as (
      update ledger_accounts a set balance = a.balance + l.amount
      from legs l, locked k
      where a.id = l.account_id and a.id = k.id
      returning a.id, a.balance, a.member_id, a.kind
    ),`
    : sql`
    moved as (
      update ledger_accounts a set balance = a.balance + l.amount
      from legs l
      where a.id = l.account_id and a.caches_balance and exists (select 1 from t)
      returning a.id, a.balance, a.member_id, a.kind
    ),`;
  const tail = sql`
    ins as (
      insert into ledger_entries (transfer_id, merchant_id, account_id, amount, balance_after, created_at)
      select t.id, ${request.merchantId}, l.account_id, l.amount, m.balance, ${at}::timestamptz
      from t cross join legs l left join moved m on m.id = l.account_id
      returning id, account_id
    )
    select t.id as transfer_id, m.id as account_id, m.balance, m.member_id, m.kind, i.id as entry_id
    from t left join moved m on true left join ins i on i.account_id = m.id`;
  return sql.join([head, moved, tail]);
}

/** Posts one transfer, or answers the first result of its idempotency key (see postingStatement). */
export async function postTransfer(db: LedgerExecutor, request: TransferRequest): Promise<PostedTransfer> {
  assertBalanced(request);
  const lockInOrder = needsOrderedLocks(request.legs);
  let rows: MovedRow[];
  try {
    ({ rows } = await executeNamed<MovedRow>(
      db,
      lockInOrder ? 'ledger_post_locked' : 'ledger_post',
      postingStatement(request, lockInOrder),
    ));
  } catch (error) {
    throw ledgerFailure(error);
  }
  if (rows.length === 0) return replayOf(db, request);
  const moved = new Map(
    rows.filter((row) => row.account_id !== null).map((row) => [Number(row.account_id), row]),
  );
  return {
    transferId: Number(rows[0]!.transfer_id),
    kind: request.kind,
    reference: request.reference,
    entries: request.legs
      .map((leg) => {
        const row = moved.get(leg.accountId);
        return {
          accountId: leg.accountId,
          amount: leg.amount,
          balanceAfter: row ? Number(row.balance) : null,
          memberId: row?.member_id == null ? null : Number(row.member_id),
          accountKind: row?.kind ?? null,
          entryId: row?.entry_id == null ? null : Number(row.entry_id),
        };
      })
      .sort((a, b) => a.accountId - b.accountId),
    replayed: false,
  };
}

function ledgerFailure(error: unknown): unknown {
  const failure = postgresFailure(error);
  if (failure?.code === '23514' && failure.constraint === 'ledger_accounts_balance_non_negative')
    return new LedgerError('INSUFFICIENT_FUNDS', 'the balance is not enough');
  if (failure?.code === '23503' && failure.constraint?.startsWith('ledger_entries_'))
    return new LedgerError('INVALID_TRANSFER', 'an account of the transfer does not belong to the merchant');
  return error;
}

/** The first answer under a used key; a different request under the same key is refused. */
async function replayOf(db: LedgerExecutor, request: TransferRequest): Promise<PostedTransfer> {
  const [first] = await db
    .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind, reference: ledgerTransfers.reference })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.merchantId, request.merchantId),
        eq(ledgerTransfers.idempotencyKey, request.idempotencyKey),
      ),
    );
  if (!first) throw new Error('a transfer key conflicted but its transfer is not visible');
  const rows = await db
    .select({
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      memberId: ledgerAccounts.memberId,
      accountKind: ledgerAccounts.kind,
      entryId: ledgerEntries.id,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transferId, first.id))
    .orderBy(ledgerEntries.accountId);
  const entries: PostedEntry[] = rows.map((row) => ({
    ...row,
    accountKind: row.memberId === null ? null : (row.accountKind as MemberAccountKind),
    entryId: row.memberId === null ? null : row.entryId,
  }));
  const asked = [...request.legs].sort((a, b) => a.accountId - b.accountId);
  const same =
    first.kind === request.kind &&
    first.reference === request.reference &&
    entries.length === asked.length &&
    entries.every((entry, i) => entry.accountId === asked[i]?.accountId && entry.amount === asked[i]?.amount);
  if (!same)
    throw new LedgerError('IDEMPOTENCY_CONFLICT', 'this idempotency key was used for a different transfer');
  return { transferId: first.id, kind: first.kind, reference: first.reference, entries, replayed: true };
}

/**
 * A member's account, opened on first use. Read first: after the first call the account exists, and
 * an insert that conflicts would still take a lock and burn an id on every call. The unique index
 * settles two first calls racing; the loser reads the winner's row.
 */
async function openMemberAccount(
  db: LedgerExecutor,
  owner: { merchantId: number; memberId: number },
  kind: MemberAccountKind,
  vendorCode: string | null,
  at: Date,
): Promise<number> {
  const find = async () => {
    const [found] = await db
      .select({ id: ledgerAccounts.id, merchantId: ledgerAccounts.merchantId })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.memberId, owner.memberId),
          eq(ledgerAccounts.kind, kind),
          vendorCode === null ? isNull(ledgerAccounts.vendorCode) : eq(ledgerAccounts.vendorCode, vendorCode),
        ),
      );
    if (found && found.merchantId !== owner.merchantId) throw new Error('member account of another merchant');
    return found?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ ...owner, kind, vendorCode, cachesBalance: true, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  const id = created?.id ?? (await find());
  if (id === undefined) throw new Error('member account not found');
  return id;
}

/** The usual transfer: `amount` (positive) from one account to another, in two legs. */
export interface Move extends Omit<TransferRequest, 'legs'> {
  from: number;
  to: number;
  amount: number;
}

export function postMove(
  db: LedgerExecutor,
  { from, to, amount, ...request }: Move,
): Promise<PostedTransfer> {
  return postTransfer(db, {
    ...request,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
}

/** The member's account of a kind, opened on first use (`at`, the clock's now, dates an opening). */
export function memberAccount(
  db: LedgerExecutor,
  owner: { merchantId: number; memberId: number },
  kind: Exclude<MemberAccountKind, 'vendor_wallet'>,
  at: Date,
): Promise<number> {
  return openMemberAccount(db, owner, kind, null, at);
}

/** The member's wallet at a transfer-mode vendor, opened on first use (at `at`). */
export function memberVendorAccount(
  db: LedgerExecutor,
  owner: { merchantId: number; memberId: number },
  vendorCode: string,
  at: Date,
): Promise<number> {
  return openMemberAccount(db, owner, 'vendor_wallet', vendorCode, at);
}

/** The merchant's own account of a kind (house, clearing), opened on first use (at `at`). */
export async function merchantAccount(
  db: LedgerExecutor,
  merchantId: number,
  kind: MerchantAccountKind,
  at: Date,
): Promise<number> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ merchantId, memberId: null, kind, cachesBalance: false, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) {
    knownMerchantAccounts.add(created.id);
    return created.id;
  }
  const [found] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        isNull(ledgerAccounts.memberId),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  if (!found) throw new Error('merchant account not found');
  knownMerchantAccounts.add(found.id);
  return found.id;
}

/** A member's balances by account kind; kinds never used read as zero. */
export async function memberBalances(
  db: LedgerExecutor,
  memberId: number,
): Promise<Partial<Record<MemberAccountKind, number>>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), isNull(ledgerAccounts.vendorCode)));
  return Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
}

/** A member's vendor wallets that were ever opened, by vendor code. */
export async function memberVendorBalances(
  db: LedgerExecutor,
  memberId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ vendorCode: ledgerAccounts.vendorCode, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), isNotNull(ledgerAccounts.vendorCode)));
  return new Map(rows.map((row) => [row.vendorCode ?? '', row.balance]));
}

export interface MemberLedgerEntry {
  entryId: number;
  transferId: number;
  kind: string;
  reference: string;
  amount: number;
  balanceAfter: number;
  accountKind: MemberAccountKind;
  vendorCode: string | null;
  createdAt: Date;
}

/**
 * One page of every account of a member of the merchant, newest entry first, and how many entries
 * there are counted up to `countLimit`. Each account is read newest first through the member-history
 * index and stops after the rows the page needs, so a bettor with millions of entries costs a page.
 */
export async function memberLedgerPage(
  db: LedgerExecutor,
  owner: { merchantId: number; memberId: number },
  page: { pageNo: number; pageSize: number; countLimit: number },
): Promise<{ entries: MemberLedgerEntry[]; counted: number }> {
  const offset = (page.pageNo - 1) * page.pageSize;
  // Two halves, so each finds its accounts through its own partial index (plain and vendor wallets).
  const owned = sql`member_id = ${owner.memberId} and merchant_id = ${owner.merchantId}`;
  const accounts = sql`
    select id, kind, vendor_code from ledger_accounts where ${owned} and vendor_code is null
    union all
    select id, kind, vendor_code from ledger_accounts where ${owned} and vendor_code is not null`;
  const [list, counts] = await Promise.all([
    db.execute(sql`
      select e.id, e.transfer_id, t.kind, t.reference, e.amount, e.balance_after, a.kind as account_kind,
        a.vendor_code, e.created_at
      from (${accounts}) a
      cross join lateral (
        select * from ledger_entries x
        where x.account_id = a.id and x.balance_after is not null
        order by x.id desc limit ${offset + page.pageSize}
      ) e
      join ledger_transfers t on t.id = e.transfer_id
      order by e.id desc
      limit ${page.pageSize} offset ${offset}`),
    db.execute(sql`
      select coalesce(sum(c.n), 0) as n from (${accounts}) a
      cross join lateral (
        select count(*) as n from (
          select 1 from ledger_entries x
          where x.account_id = a.id and x.balance_after is not null limit ${page.countLimit}
        ) l
      ) c`),
  ]);
  return {
    entries: rowsOf<Record<string, unknown>>(list).map((row) => ({
      entryId: Number(row.id),
      transferId: Number(row.transfer_id),
      kind: String(row.kind),
      reference: String(row.reference),
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      accountKind: row.account_kind as MemberAccountKind,
      vendorCode: row.vendor_code == null ? null : String(row.vendor_code),
      createdAt: new Date(row.created_at as string | Date),
    })),
    counted: Number(rowsOf<{ n: string | number }>(counts)[0]?.n ?? 0),
  };
}

/** A balance as its entries add up: the truth for merchant accounts, a check for member ones. */
export async function summedBalance(db: LedgerExecutor, accountId: number): Promise<number> {
  const [row] = rowsOf<{ total: string | number }>(
    await db.execute(
      sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries where account_id = ${accountId}`,
    ),
  );
  return Number(row?.total ?? 0);
}

export interface Reconciliation {
  /** Transfers whose entries do not sum to zero. */
  unbalancedTransfers: number;
  /** Member accounts whose cached balance differs from the sum of their entries. */
  mismatchedAccounts: number;
  /** The sum of those differences, in minor units (zero when the ledger is whole). */
  difference: number;
  /** Member accounts below zero. */
  negativeBalances: number;
}

/** Proves the whole ledger (or one merchant's): every transfer balanced, every cached balance true. */
export async function reconcile(db: LedgerExecutor, merchantId?: number): Promise<Reconciliation> {
  const scope = merchantId === undefined ? sql`true` : sql`merchant_id = ${merchantId}`;
  const accountScope = merchantId === undefined ? sql`true` : sql`a.merchant_id = ${merchantId}`;
  const [row] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      with sums as (
        select account_id, sum(amount) as total from ledger_entries where ${scope} group by account_id
      ),
      accounts as (
        select a.balance - coalesce(s.total, 0) as diff, a.balance
        from ledger_accounts a left join sums s on s.account_id = a.id
        where a.caches_balance and ${accountScope}
      )
      select
        (select count(*) from (
           select transfer_id from ledger_entries where ${scope} group by transfer_id having sum(amount) <> 0
         ) u) as unbalanced,
        (select count(*) from accounts where diff <> 0) as mismatched,
        (select coalesce(sum(abs(diff)), 0) from accounts) as difference,
        (select count(*) from accounts where balance < 0) as negative`),
  );
  return {
    unbalancedTransfers: Number(row?.unbalanced ?? 0),
    mismatchedAccounts: Number(row?.mismatched ?? 0),
    difference: Number(row?.difference ?? 0),
    negativeBalances: Number(row?.negative ?? 0),
  };
}
