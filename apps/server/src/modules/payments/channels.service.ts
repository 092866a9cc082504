import type { FieldError } from '@platform/contract/errors';
import {
  type AdminPaymentChannel,
  type ChannelAccountChange,
  type CreatePaymentChannelInput,
  channelHasAccount,
  type UpdatePaymentChannelInput,
} from '@platform/contract/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../operators/operators.service.ts';
import {
  awaitingAccount,
  type OperatorActor,
  pendingChangesByChannel,
  requestAccountChange,
  sameAccount,
} from './channel-accounts.service.ts';
import { paymentChannels } from './payments.tables.ts';

type ChannelRow = typeof paymentChannels.$inferSelect;

export interface ChannelsDeps {
  db: Database;
  now: () => Date;
}

export type ChannelOutcome =
  | { ok: true; channel: AdminPaymentChannel }
  | { ok: false; code: 'VALIDATION_ERROR'; message: string; fields: FieldError[] }
  | { ok: false; code: 'CONFLICT' | 'NOT_FOUND'; message: string };

/** What every view of a channel shows, to members and operators alike. */
export function channelSummary(row: ChannelRow) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
  };
}

/** The fields that apply at once, as the audit log keeps them; the account has its own trail. */
function directFields(row: ChannelRow) {
  return {
    ...channelSummary(row),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

function channelView(row: ChannelRow, pending: ChannelAccountChange[]): AdminPaymentChannel {
  return {
    ...directFields(row),
    settings: row.settings,
    awaitingAccount: awaitingAccount(row),
    pendingAccountChanges: pending,
  };
}

const invalid = (field: string, message: string): ChannelOutcome => ({
  ok: false,
  code: 'VALIDATION_ERROR',
  message,
  fields: [{ field: `body.${field}`, message }],
});

const NO_ACCOUNT_MESSAGE = 'Only bank transfer channels have bank account settings';

async function channelViews(db: Database, rows: ChannelRow[]): Promise<AdminPaymentChannel[]> {
  const pending = await pendingChangesByChannel(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => channelView(row, pending.get(row.id) ?? []));
}

async function channelAnswer(db: Database, merchantId: number, id: number): Promise<ChannelOutcome> {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantId, merchantId)));
  const [channel] = await channelViews(db, rows);
  if (!channel) throw new Error(`payment channel ${id} vanished`);
  return { ok: true, channel };
}

/** Every channel of the merchant, disabled ones too, in the order members see them. */
export async function listPaymentChannels(
  deps: ChannelsDeps,
  merchantId: number,
): Promise<AdminPaymentChannel[]> {
  const rows = await deps.db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, merchantId))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
  return channelViews(deps.db, rows);
}

/**
 * A new channel; its code is unique per merchant (a second one is a 409, and nothing is written).
 * Its account is a pending change like any other, so members are not offered it until another
 * operator approves that account.
 */
export async function createPaymentChannel(
  deps: ChannelsDeps,
  actor: OperatorActor,
  input: CreatePaymentChannelInput,
): Promise<ChannelOutcome> {
  const { settings: account, ...fields } = input;
  if (!channelHasAccount(input.kind) && account) return invalid('settings', NO_ACCOUNT_MESSAGE);
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentChannels)
      .values({ ...fields, merchantId: actor.merchantId, settings: {}, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const audit = { db: tx, now: deps.now };
    await recordAudit(audit, {
      ...actor,
      action: 'paymentChannel.create',
      objectType: 'payment_channel',
      objectId: row.id,
      after: directFields(row),
    });
    if (account) await requestAccountChange(audit, actor, row, account);
    return row;
  });
  if (!created) return { ok: false, code: 'CONFLICT', message: 'A channel with this code exists' };
  return channelAnswer(deps.db, actor.merchantId, created.id);
}

/** The fields of `change` whose value differs from the row's. */
function changedFields(row: ChannelRow, change: Omit<UpdatePaymentChannelInput, 'settings'>) {
  return Object.fromEntries(
    Object.entries(change).filter(([key, value]) => row[key as keyof typeof change] !== value),
  ) as Omit<UpdatePaymentChannelInput, 'settings'>;
}

/**
 * Changes a channel of the operator's own merchant. Name, limits, order and on/off apply at once
 * (the limits checked as they will be after the change, so raising the minimum above the current
 * maximum is refused, not half applied); a different account becomes a pending change.
 */
export async function updatePaymentChannel(
  deps: ChannelsDeps,
  actor: OperatorActor,
  channelId: number,
  change: UpdatePaymentChannelInput,
): Promise<ChannelOutcome> {
  const { settings: account, ...asked } = change;
  const outcome = await deps.db.transaction(async (tx): Promise<ChannelOutcome | null> => {
    const [row] = await tx
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, channelId), eq(paymentChannels.merchantId, actor.merchantId)))
      .for('update');
    if (!row) return { ok: false, code: 'NOT_FOUND', message: 'No such payment channel' };
    if (account && !channelHasAccount(row.kind)) return invalid('settings', NO_ACCOUNT_MESSAGE);
    const minAmount = asked.minAmount ?? row.minAmount;
    const maxAmount = asked.maxAmount ?? row.maxAmount;
    if (minAmount > maxAmount) return invalid('maxAmount', 'The minimum must not be above the maximum');
    const audit = { db: tx, now: deps.now };
    const fields = changedFields(row, asked);
    if (Object.keys(fields).length > 0) {
      const [updated] = await tx
        .update(paymentChannels)
        .set({ ...fields, updatedAt: deps.now() })
        .where(eq(paymentChannels.id, row.id))
        .returning();
      await recordAudit(audit, {
        ...actor,
        action: 'paymentChannel.update',
        objectType: 'payment_channel',
        objectId: row.id,
        before: directFields(row),
        after: directFields(updated ?? row),
      });
    }
    // The account the channel already shows needs nobody's approval.
    if (account && !sameAccount(account, row.settings))
      await requestAccountChange(audit, actor, row, account);
    return null;
  });
  return outcome ?? channelAnswer(deps.db, actor.merchantId, channelId);
}
