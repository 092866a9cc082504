import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';

/** One-time codes sent by SMS or e-mail; only a salted hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: rowId(),
    merchantId: merchantRef(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** "+60123456789" for SMS, the lower-cased address for e-mail. */
    destination: varchar('destination', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Checks spent on this code, right or wrong; it is burnt at the limit. */
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, burnt or superseded by a newer code. */
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('verification_codes_lookup').on(t.merchantId, t.channel, t.destination, t.purpose, t.createdAt),
    index('verification_codes_expires_at').on(t.expiresAt),
    check('verification_codes_channel', sql`${t.channel} in ('sms', 'email')`),
  ],
);

/** Every SMS and e-mail the platform sent or stored, for operators (and /dev in development). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: rowId(),
    merchantId: merchantRef(),
    channel: varchar('channel', { length: 8 }).notNull(),
    destination: varchar('destination', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    /** 'outbox' for the sandbox that only stores, else the real provider that delivered it. */
    provider: varchar('provider', { length: 16 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    /** Why a delivery failed (HTTP status, timeout), for operators; never the provider's body. */
    detail: varchar('detail', { length: 200 }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('outbox_messages_merchant_created').on(t.merchantId, t.createdAt),
    index('outbox_messages_destination').on(t.merchantId, t.destination, t.createdAt),
    check('outbox_messages_channel', sql`${t.channel} in ('sms', 'email')`),
    check('outbox_messages_status', sql`${t.status} in ('stored', 'sent', 'failed')`),
  ],
);

/** Captcha answers by the key the client chose; single use. */
export const captchas = pgTable(
  'captchas',
  {
    merchantId: merchantRef(),
    key: varchar('key', { length: 64 }).notNull(),
    answerHash: text('answer_hash').notNull(),
    /** The plain answer for /dev/captcha; filled only when development helpers are on. */
    devAnswer: varchar('dev_answer', { length: 8 }),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] }), index('captchas_expires_at').on(t.expiresAt)],
);
