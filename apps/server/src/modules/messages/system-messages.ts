import type { MessageParams, SystemMessageTemplate } from '@platform/contract/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { platformMessages } from './messages.tables.ts';

export interface SystemMessage {
  merchantId: number;
  memberId: number;
  template: SystemMessageTemplate;
  /** The business event's own key (an order number, a contract id): one message per event. */
  reference: string;
  params: MessageParams;
  at: Date;
}

/**
 * The hook other modules call (deposits, withdrawals, rewards, contract requests): writes a system
 * notice to one member, in the caller's transaction so it commits with the event it tells of. The
 * key (member, template, reference) is unique in SQL: a replayed request or job writes nothing and
 * gets false. Call `announceSystemMessage` after the commit when it returned true.
 */
export async function writeSystemMessage(tx: Database, message: SystemMessage): Promise<boolean> {
  const written = await tx
    .insert(platformMessages)
    .values({
      merchantId: message.merchantId,
      kind: 'system',
      template: message.template,
      params: message.params,
      reference: message.reference,
      targetKind: 'member',
      memberId: message.memberId,
      recipientCount: 1,
      createdAt: message.at,
    })
    .onConflictDoNothing({
      target: [platformMessages.memberId, platformMessages.template, platformMessages.reference],
      where: sql`${platformMessages.kind} = 'system'`,
    })
    .returning({ id: platformMessages.id });
  return written.length > 0;
}

/** Tells the member's sockets, on any node, that a message arrived: their badge refetches. */
export function announceSystemMessage(
  walletEvents: WalletEvents,
  message: Pick<SystemMessage, 'merchantId' | 'memberId'>,
): void {
  walletEvents.publish({ type: 'message', merchantId: message.merchantId, memberId: message.memberId });
}
