import {
  type ChannelAccountChange,
  type ChannelAccountChangeDetail,
  type ChannelAccountChangeListQuery,
  channelHasAccount,
  type MaskedChannelAccount,
  maskAccountNumber,
} from '@platform/contract/payments';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditActor, recordAudit, withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import { channelAccountChanges } from './channel-accounts.tables.ts';
import type { ChannelSettings, ManualBankSettings } from './payments.tables.ts';
import { paymentChannels } from './payments.tables.ts';

export interface ChannelAccountsDeps {
  db: Database;
  now: () => Date;
}

/** The operator acting: account changes are always asked and decided by a person. */
export type OperatorActor = AuditActor & { operatorId: number };

type ChannelRow = typeof paymentChannels.$inferSelect;
type ChangeRow = typeof channelAccountChanges.$inferSelect;

const OBJECT_TYPE = 'channel_account_change';

/** The approved account a channel shows members, or null while it has none. */
export function approvedAccountOf(settings: ChannelSettings): ManualBankSettings | null {
  return 'accountNumber' in settings ? (settings as ManualBankSettings) : null;
}

/** Two accounts are the same when every field is; "none" (null or `{}`) equals only itself. */
export function sameAccount(a: ChannelSettings | null, b: ChannelSettings | null): boolean {
  const left = a ? approvedAccountOf(a) : null;
  const right = b ? approvedAccountOf(b) : null;
  if (!left || !right) return left === right;
  return (
    left.bankName === right.bankName &&
    left.accountName === right.accountName &&
    left.accountNumber === right.accountNumber
  );
}

/** True while the channel's kind needs an account and none is approved: members are not offered it. */
export function awaitingAccount(row: Pick<ChannelRow, 'kind' | 'settings'>): boolean {
  return channelHasAccount(row.kind) && !approvedAccountOf(row.settings);
}

const maskedAccount = (account: ManualBankSettings): MaskedChannelAccount => ({
  bankName: account.bankName,
  accountName: account.accountName,
  accountNumberMasked: maskAccountNumber(account.accountNumber),
});

const fullAccount = (account: ManualBankSettings) => ({
  bankName: account.bankName,
  accountName: account.accountName,
  accountNumber: account.accountNumber,
});

// ---------------------------------------------------------------------------------------------
// Request (called inside the channel's own transaction)

/**
 * Records a pending change of the channel's account, audited in the caller's transaction. The
 * channel keeps showing members its approved account (or stays unoffered) until a checker approves.
 */
export async function requestAccountChange(
  deps: { db: Database; now: () => Date },
  actor: OperatorActor,
  channel: ChannelRow,
  account: ManualBankSettings,
): Promise<void> {
  const before = approvedAccountOf(channel.settings);
  const [row] = await deps.db
    .insert(channelAccountChanges)
    .values({
      merchantId: channel.merchantId,
      channelId: channel.id,
      before,
      after: fullAccount(account),
      requestedBy: actor.operatorId,
      createdAt: deps.now(),
    })
    .returning({ id: channelAccountChanges.id });
  if (!row) throw new Error('the account change was not recorded');
  await recordAudit(deps, {
    ...actor,
    action: 'channelAccount.request',
    objectType: OBJECT_TYPE,
    objectId: row.id,
    before: { account: before },
    after: {
      channelId: channel.id,
      channelCode: channel.code,
      status: 'pending',
      account: fullAccount(account),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Views

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

type Found = {
  row: ChangeRow;
  channel: Pick<ChannelRow, 'code' | 'name' | 'settings'>;
  requestedByName: string;
  decidedByName: string | null;
};

/** Changes with their channel and both operators' names. */
function selectViews(db: Pick<Database, 'select'>, where: SQL | undefined) {
  return db
    .select({
      row: channelAccountChanges,
      channel: { code: paymentChannels.code, name: paymentChannels.name, settings: paymentChannels.settings },
      requestedByName: requester.username,
      decidedByName: decider.username,
    })
    .from(channelAccountChanges)
    .innerJoin(paymentChannels, eq(paymentChannels.id, channelAccountChanges.channelId))
    .innerJoin(requester, eq(requester.id, channelAccountChanges.requestedBy))
    .leftJoin(decider, eq(decider.id, channelAccountChanges.decidedBy))
    .where(where)
    .$dynamic();
}

function viewOf({ row, channel, requestedByName, decidedByName }: Found) {
  return {
    id: row.id,
    channelId: row.channelId,
    channelCode: channel.code,
    channelName: channel.name,
    status: row.status,
    outdated: row.status === 'pending' && !sameAccount(row.before, channel.settings),
    requestedBy: row.requestedBy,
    requestedByName,
    decidedBy: row.decidedBy,
    decidedByName,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const listView = (found: Found): ChannelAccountChange => ({
  ...viewOf(found),
  before: found.row.before ? maskedAccount(found.row.before) : null,
  after: maskedAccount(found.row.after),
});

/** The pending changes of these channels, oldest first, numbers masked. */
export async function pendingChangesByChannel(
  db: Database,
  channelIds: number[],
): Promise<Map<number, ChannelAccountChange[]>> {
  const byChannel = new Map<number, ChannelAccountChange[]>();
  if (channelIds.length === 0) return byChannel;
  const rows = await selectViews(
    db,
    and(inArray(channelAccountChanges.channelId, channelIds), eq(channelAccountChanges.status, 'pending')),
  ).orderBy(asc(channelAccountChanges.id));
  for (const found of rows) {
    const list = byChannel.get(found.row.channelId) ?? [];
    list.push(listView(found));
    byChannel.set(found.row.channelId, list);
  }
  return byChannel;
}

/** The approval queue and history: by status and channel, newest first, paged on the server. */
export async function listAccountChanges(
  db: Database,
  merchantId: number,
  query: ChannelAccountChangeListQuery,
): Promise<{ list: ChannelAccountChange[]; total: number; totalPages: number }> {
  const where = and(
    eq(channelAccountChanges.merchantId, merchantId),
    query.status ? inArray(channelAccountChanges.status, query.status) : undefined,
    query.channelId ? eq(channelAccountChanges.channelId, query.channelId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    selectViews(db, where)
      .orderBy(desc(channelAccountChanges.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(channelAccountChanges).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return { list: rows.map(listView), total, totalPages: Math.ceil(total / query.pageSize) };
}

/** One change of the operator's merchant with the numbers in full (404 for another merchant's). */
export async function findAccountChange(
  db: Database,
  merchantId: number,
  id: number,
): Promise<ChannelAccountChangeDetail> {
  const [found] = await selectViews(
    db,
    and(eq(channelAccountChanges.id, id), eq(channelAccountChanges.merchantId, merchantId)),
  );
  if (!found) throw new AppError('NOT_FOUND', 'No such account change');
  return {
    ...viewOf(found),
    before: found.row.before ? fullAccount(found.row.before) : null,
    after: fullAccount(found.row.after),
  };
}

// ---------------------------------------------------------------------------------------------
// Decide

/**
 * Another operator approves or rejects a pending change, audited. Approval writes the new account
 * into the channel in the same transaction, and only while the channel still holds the account the
 * change started from (a conditional UPDATE, so a change approved meanwhile is never overwritten).
 * The operator who asked can do neither. Repeating one's own decision answers it unchanged.
 */
export async function decideAccountChange(
  deps: ChannelAccountsDeps,
  actor: OperatorActor,
  input: { id: number; decision: 'approve' | 'reject'; note?: string | undefined },
): Promise<ChannelAccountChangeDetail> {
  const wanted = input.decision === 'approve' ? 'approved' : 'rejected';
  const now = deps.now();
  await withAudit(deps, actor, async (tx) => {
    const [row] = await tx
      .select()
      .from(channelAccountChanges)
      .where(
        and(eq(channelAccountChanges.id, input.id), eq(channelAccountChanges.merchantId, actor.merchantId)),
      )
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such account change');
    if (row.status !== 'pending') {
      if (row.status === wanted && row.decidedBy === actor.operatorId) return { value: null, change: null };
      throw new AppError('ACCOUNT_CHANGE_DECIDED', `This account change is already ${row.status}`);
    }
    if (row.requestedBy === actor.operatorId)
      throw new AppError(
        'ACCOUNT_CHANGE_SELF_DECISION',
        'Another operator must approve or reject an account change you requested',
      );
    if (input.decision === 'approve') {
      const [applied] = await tx
        .update(paymentChannels)
        .set({ settings: row.after, updatedAt: now })
        .where(
          and(
            eq(paymentChannels.id, row.channelId),
            sql`${paymentChannels.settings} = ${JSON.stringify(row.before ?? {})}::jsonb`,
          ),
        )
        .returning({ id: paymentChannels.id });
      if (!applied)
        throw new AppError(
          'ACCOUNT_CHANGE_OUTDATED',
          'The channel’s account has changed since this request; reject it and request again',
        );
    }
    const note = input.note ?? null;
    await tx
      .update(channelAccountChanges)
      .set({ status: wanted, decidedBy: actor.operatorId, decidedAt: now, decisionNote: note })
      .where(and(eq(channelAccountChanges.id, row.id), eq(channelAccountChanges.status, 'pending')));
    const terms = { channelId: row.channelId, requestedBy: row.requestedBy };
    const decided = { ...terms, status: wanted, decidedBy: actor.operatorId, note };
    // An approval moves the channel from one account to the other; a rejection moves nothing.
    const states =
      input.decision === 'approve'
        ? {
            before: { ...terms, status: 'pending', account: row.before },
            after: { ...decided, account: row.after },
          }
        : { before: { ...terms, status: 'pending', requested: row.after }, after: decided };
    return {
      value: null,
      change: {
        action: `channelAccount.${input.decision}`,
        objectType: OBJECT_TYPE,
        objectId: row.id,
        ...states,
      },
    };
  });
  return findAccountChange(deps.db, actor.merchantId, input.id);
}
