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

/** What a sender needs to keep its messages in the outbox. */
export interface OutboxDeps {
  db: Database;
  now: () => Date;
}

/** A message as the mail and SMS senders take it. */
export interface OutgoingMessage {
  merchantId: number;
  to: string;
  subject?: string;
  text: string;
  /** What the outbox keeps when a real server delivers: the text with its secret masked. */
  recordedText?: string;
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

/**
 * Keeps what a sender did with one message, stamped now. The sandbox stores the whole text (how
 * developers read the code); a real delivery, sent or failed, keeps only the masked text.
 */
async function recordSentMessage(
  deps: OutboxDeps,
  sent: {
    channel: MessageChannel;
    provider: string;
    message: OutgoingMessage;
    status: OutboxStatus;
    detail?: string | null;
  },
): Promise<void> {
  const { message } = sent;
  await recordOutboxMessage(deps.db, {
    merchantId: message.merchantId,
    channel: sent.channel,
    destination: message.to,
    subject: message.subject,
    body: sent.status === 'stored' ? message.text : (message.recordedText ?? message.text),
    provider: sent.provider,
    status: sent.status,
    detail: sent.detail,
    createdAt: deps.now(),
  });
}

/** Records what a real server did with a message (sent or failed, and why) and answers its result. */
export async function recordDelivery<Result extends { ok: boolean }>(
  deps: OutboxDeps,
  sender: { channel: MessageChannel; provider: string; message: OutgoingMessage },
  delivered: { result: Result; detail: string | null },
): Promise<Result> {
  await recordSentMessage(deps, {
    ...sender,
    status: delivered.result.ok ? 'sent' : 'failed',
    detail: delivered.detail,
  });
  return delivered.result;
}

/** The sandbox sender of one channel: each message is only stored in the outbox. */
export class OutboxSender {
  readonly name = 'outbox';

  constructor(
    private readonly deps: OutboxDeps,
    private readonly channel: MessageChannel,
  ) {}

  async send(message: OutgoingMessage): Promise<{ ok: true }> {
    await recordSentMessage(this.deps, {
      channel: this.channel,
      provider: this.name,
      message,
      status: 'stored',
    });
    return { ok: true };
  }
}
