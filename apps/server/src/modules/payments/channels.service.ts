import type { FieldError } from '@platform/contract/errors';
import type {
  AdminPaymentChannel,
  CreatePaymentChannelInput,
  UpdatePaymentChannelInput,
} from '@platform/contract/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
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

function channelView(row: ChannelRow): AdminPaymentChannel {
  return {
    ...channelSummary(row),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    settings: row.settings,
  };
}

const invalid = (field: string, message: string): ChannelOutcome => ({
  ok: false,
  code: 'VALIDATION_ERROR',
  message,
  fields: [{ field: `body.${field}`, message }],
});

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
  return rows.map(channelView);
}

/** A new channel; its code is unique per merchant (a second one is a 409, and nothing is written). */
export async function createPaymentChannel(
  deps: ChannelsDeps,
  actor: AuditActor,
  input: CreatePaymentChannelInput,
): Promise<ChannelOutcome> {
  if (input.kind !== 'manual-bank' && input.settings)
    return invalid('settings', 'Only bank transfer channels have bank account settings');
  const now = deps.now();
  return withAudit<ChannelOutcome>(deps, actor, async (tx) => {
    const [row] = await tx
      .insert(paymentChannels)
      .values({
        ...input,
        merchantId: actor.merchantId,
        settings: input.settings ?? {},
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      return {
        value: { ok: false, code: 'CONFLICT', message: 'A channel with this code exists' },
        change: null,
      };
    const channel = channelView(row);
    return {
      value: { ok: true, channel },
      change: {
        action: 'paymentChannel.create',
        objectType: 'payment_channel',
        objectId: row.id,
        after: channel,
      },
    };
  });
}

/**
 * Changes a channel of the operator's own merchant. The limits are checked as they will be after
 * the change, so raising the minimum above the current maximum is refused, not half applied.
 */
export async function updatePaymentChannel(
  deps: ChannelsDeps,
  actor: AuditActor,
  channelId: number,
  change: UpdatePaymentChannelInput,
): Promise<ChannelOutcome> {
  return withAudit<ChannelOutcome>(deps, actor, async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, channelId), eq(paymentChannels.merchantId, actor.merchantId)))
      .for('update');
    if (!row)
      return { value: { ok: false, code: 'NOT_FOUND', message: 'No such payment channel' }, change: null };
    if (change.settings && row.kind !== 'manual-bank')
      return {
        value: invalid('settings', 'Only bank transfer channels have bank account settings'),
        change: null,
      };
    const minAmount = change.minAmount ?? row.minAmount;
    const maxAmount = change.maxAmount ?? row.maxAmount;
    if (minAmount > maxAmount)
      return { value: invalid('maxAmount', 'The minimum must not be above the maximum'), change: null };
    const [updated] = await tx
      .update(paymentChannels)
      .set({ ...change, updatedAt: deps.now() })
      .where(eq(paymentChannels.id, row.id))
      .returning();
    const before = channelView(row);
    const after = channelView(updated ?? row);
    return {
      value: { ok: true, channel: after },
      change: {
        action: 'paymentChannel.update',
        objectType: 'payment_channel',
        objectId: row.id,
        before,
        after,
      },
    };
  });
}
