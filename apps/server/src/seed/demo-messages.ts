import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members } from '../modules/accounts/accounts.tables.ts';
import { findMemberByAccount } from '../modules/accounts/members.service.ts';
import { recipientsOf } from '../modules/messages/message-audience.ts';
import { platformMessages } from '../modules/messages/messages.tables.ts';
import { writeSystemMessage } from '../modules/messages/system-messages.ts';

/** Operator messages to every player of the demo, oldest first, so the inbox is not empty on day one. */
const DEMO_BROADCASTS = [
  {
    kind: 'announcement' as const,
    title: 'Welcome to Nova Play',
    body: 'Thank you for joining. Your deposits, withdrawals and our news arrive in this inbox.\nGood luck!',
  },
  {
    kind: 'promotion' as const,
    title: 'Weekend reload bonus',
    body: 'Deposit this weekend and get a 20% reload bonus, up to K 50,000. Terms apply.',
  },
];

/**
 * The demo's platform messages: two broadcasts (stored once, like every broadcast) and a system
 * notice for demo01 of the deposit its demo balance stands for. Only while the merchant has none.
 */
export async function seedDemoMessages(db: Database, merchantId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(platformMessages)
    .where(eq(platformMessages.merchantId, merchantId));
  if ((existing?.n ?? 0) > 0) return;
  for (const [index, message] of DEMO_BROADCASTS.entries()) {
    const [audience] = await db
      .select({ n: count() })
      .from(members)
      .where(recipientsOf(merchantId, message.kind, { kind: 'all' }, now));
    await db.insert(platformMessages).values({
      merchantId,
      ...message,
      targetKind: 'all',
      recipientCount: audience?.n ?? 0,
      // A second apart, so "newest first" has one order.
      createdAt: new Date(now.getTime() + index * 1000),
    });
  }
  const demo = await findMemberByAccount(db, merchantId, 'demo01');
  if (demo)
    await writeSystemMessage(db, {
      merchantId,
      memberId: demo.id,
      template: 'DEPOSIT_CREDITED',
      reference: 'DEMO-WELCOME',
      params: { amount: 100_000_00, orderNo: 'DEMO-WELCOME' },
      at: new Date(now.getTime() + DEMO_BROADCASTS.length * 1000),
    });
}
