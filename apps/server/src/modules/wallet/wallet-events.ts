import { SupportSocketMessageSchema } from '@platform/contract/support';
import { WALLET_NOTICES } from '@platform/contract/wallet-constants';
import { z } from 'zod';
import type { EventRelay } from '../../relay/event-relay.ts';
import type { PostedTransfer } from '../ledger/ledger.service.ts';
import { MEMBER_ACCOUNT_KINDS } from '../ledger/ledger.tables.ts';

// The notices are the contract's, so the browser that shows them knows every one.
export { WALLET_NOTICES, type WalletNotice } from '@platform/contract/wallet-constants';

const Id = z.number().int().positive();
const MinorUnits = z.number().int();

const BalanceChangedEventSchema = z.strictObject({
  type: z.literal('balance'),
  merchantId: Id,
  memberId: Id,
  accountKind: z.enum(MEMBER_ACCOUNT_KINDS).exclude(['vendor_wallet']),
  /** Minor units after the movement. */
  balance: MinorUnits,
  /** The ledger entry that left this balance; entries of one account increase, so it tells the order. */
  entryId: Id.optional(),
});

const NoticeEventSchema = z.strictObject({
  type: z.literal('notice'),
  merchantId: Id,
  memberId: Id,
  notice: z.enum(WALLET_NOTICES),
  /** Minor units the notice is about. */
  amount: MinorUnits,
  reference: z.string().max(200),
});

/** A platform message reached one member (modules/messages). */
const MessageEventSchema = z.strictObject({ type: z.literal('message'), merchantId: Id, memberId: Id });

/**
 * A broadcast reached a merchant's players: one event for all of them, never one per player; each
 * node hands it to every socket of that merchant (the socket checks the merchant).
 */
const MerchantMessageEventSchema = z.strictObject({ type: z.literal('merchant-message'), merchantId: Id });

/** Something happened in a member's support conversation (modules/support): a reply, read, typing. */
const SupportEventSchema = z.strictObject({
  type: z.literal('support'),
  merchantId: Id,
  memberId: Id,
  event: SupportSocketMessageSchema.shape.event,
});

const WalletEventSchema = z.discriminatedUnion('type', [
  BalanceChangedEventSchema,
  NoticeEventSchema,
  MessageEventSchema,
  MerchantMessageEventSchema,
  SupportEventSchema,
]);

export type BalanceChangedEvent = z.infer<typeof BalanceChangedEventSchema>;
export type NoticeEvent = z.infer<typeof NoticeEventSchema>;
export type WalletEvent = z.infer<typeof WalletEventSchema>;
type Listener = (event: WalletEvent) => void;

/**
 * What the wallet tells connected members, by member. Publishers call it after their transaction
 * commits, so nobody hears of money that a rollback took back. Events go through the event relay,
 * so a member's socket on any node hears them; each node subscribes once and hands every event to
 * the listeners of its member here.
 */
export class WalletEvents {
  private readonly listeners = new Map<number, Set<Listener>>();

  constructor(private readonly relay: EventRelay) {
    relay.subscribe('wallet', (message) => this.dispatch(WalletEventSchema.parse(message)));
  }

  subscribe(memberId: number, listener: Listener): () => void {
    let set = this.listeners.get(memberId);
    if (!set) {
      set = new Set();
      this.listeners.set(memberId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(memberId);
    };
  }

  /** This node's listeners hear it during the call; a publisher's events reach every node in its order. */
  publish(event: WalletEvent): void {
    void this.relay.publish('wallet', event);
  }

  /**
   * Every member balance a committed transfer moved; a replayed transfer moved nothing new. Vendor
   * wallets are left out: the socket names wallets by kind, and a member may have several of them;
   * the wallet page that moved the money reads them again.
   */
  publishPosted(merchantId: number, posted: PostedTransfer): void {
    if (posted.replayed) return;
    for (const entry of posted.entries) {
      if (entry.memberId === null || entry.balanceAfter === null) continue;
      if (entry.accountKind === null || entry.accountKind === 'vendor_wallet') continue;
      this.publish({
        type: 'balance',
        merchantId,
        memberId: entry.memberId,
        accountKind: entry.accountKind,
        balance: entry.balanceAfter,
        ...(entry.entryId === null ? {} : { entryId: entry.entryId }),
      });
    }
  }

  /** Connected listeners, for the metrics. */
  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private dispatch(event: WalletEvent): void {
    if (event.type === 'merchant-message') {
      for (const set of this.listeners.values()) for (const listener of set) listener(event);
      return;
    }
    for (const listener of this.listeners.get(event.memberId) ?? []) listener(event);
  }
}
