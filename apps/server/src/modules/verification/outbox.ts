import type { Database } from '../../db/client.ts';
import { outboxMessages } from './verification.tables.ts';

export type MessageChannel = 'sms' | 'email';
export type OutboxStatus = 'stored' | 'sent' | 'failed';

export interface OutboxEntry {
  merchantId: number;
  channel: MessageChannel;
  destination: string;
  subject?: string | null;
  body: string;
  provider: string;
  status: OutboxStatus;
  detail?: string | null;
  createdAt: Date;
}

/** Keeps one message in the outbox operators read; the sandbox providers deliver nowhere else. */
export async function recordOutboxMessage(db: Database, entry: OutboxEntry): Promise<void> {
  await db.insert(outboxMessages).values({
    merchantId: entry.merchantId,
    channel: entry.channel,
    destination: entry.destination,
    subject: entry.subject ?? null,
    body: entry.body,
    provider: entry.provider,
    status: entry.status,
    detail: entry.detail ?? null,
    createdAt: entry.createdAt,
  });
}
