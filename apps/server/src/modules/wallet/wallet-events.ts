import type { WalletNotice } from '@platform/contract/wallet-constants';
import type { PostedTransfer } from '../ledger/ledger.service.ts';
import type { MemberAccountKind } from '../ledger/ledger.tables.ts';

// The notices are the contract's, so the browser that shows them knows every one.
export { WALLET_NOTICES, type WalletNotice } from '@platform/contract/wallet-constants';

export interface BalanceChangedEvent {
  type: 'balance';
  merchantId: number;
  memberId: number;
  accountKind: Exclude<MemberAccountKind, 'vendor_wallet'>;
  /** Minor units after the movement. */
  balance: number;
}

export interface NoticeEvent {
  type: 'notice';
  merchantId: number;
  memberId: number;
  notice: WalletNotice;
  /** Minor units the notice is about. */
  amount: number;
  reference: string;
}

export type WalletEvent = BalanceChangedEvent | NoticeEvent;
type Listener = (event: WalletEvent) => void;

/**
 * What the wallet tells connected members, by member. Publishers call it after their transaction
 * commits, so nobody hears of money that a rollback took back. In one process; several API nodes
 * would relay it through PostgreSQL LISTEN/NOTIFY or Redis, which this interface leaves room for.
 */
export class WalletEvents {
  private readonly listeners = new Map<number, Set<Listener>>();

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

  publish(event: WalletEvent): void {
    for (const listener of this.listeners.get(event.memberId) ?? []) listener(event);
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
      if (entry.accountKind === 'vendor_wallet') continue;
      this.publish({
        type: 'balance',
        merchantId,
        memberId: entry.memberId,
        accountKind: entry.accountKind as BalanceChangedEvent['accountKind'],
        balance: entry.balanceAfter,
      });
    }
  }

  /** Connected listeners, for the metrics. */
  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}
