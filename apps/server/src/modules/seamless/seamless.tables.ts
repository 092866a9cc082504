import type { VendorTransactionKind, VendorWinType } from '@platform/contract/vendor-api';
import type { LaunchTarget } from '@platform/contract/vendor-integrations-admin';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { freeRoundGrants } from '../free-rounds/free-rounds.tables.ts';
import { games } from '../games/games.tables.ts';
import { gameVendors, vendorRef } from '../games/vendors.tables.ts';

export type { LaunchTarget } from '@platform/contract/vendor-integrations-admin';

/**
 * How the platform and a vendor reach each other: where its games launch, the secret both sides
 * sign wallet calls with, and the addresses its calls may come from. One row per vendor.
 */
export const vendorIntegrations = pgTable(
  'vendor_integrations',
  {
    vendorCode: varchar('vendor_code', { length: 32 })
      .primaryKey()
      .references(() => gameVendors.code, { onDelete: 'cascade' }),
    /** The vendor's launch address; the game, token, language and lobby go in its query. */
    launchUrl: varchar('launch_url', { length: 300 }).notNull(),
    /** Some vendors refuse to run inside another site's frame: those open in a new window. */
    launchTarget: varchar('launch_target', { length: 8 }).$type<LaunchTarget>().notNull().default('iframe'),
    /** HMAC-SHA256 key of the wallet API (docs/vendor-api.md), sealed (src/crypto/secret-box.ts). */
    apiSecret: text('api_secret').notNull(),
    /**
     * The secret before the last rotation, sealed like `apiSecret`, still accepted on wallet calls
     * until `previousSecretUntil`, so the vendor switches to the new one without a refused call.
     */
    previousApiSecret: text('previous_api_secret'),
    previousSecretUntil: at('previous_secret_until'),
    secretRotatedAt: at('secret_rotated_at'),
    /** Addresses or CIDR blocks the vendor's wallet calls may come from. */
    allowedIps: text('allowed_ips').array().notNull().default(sql`'{}'::text[]`),
    /** For transfer-mode vendors: the base URL of the vendor's own wallet API. */
    walletApiUrl: varchar('wallet_api_url', { length: 300 }),
  },
  (t) => [check('vendor_integrations_target', sql`${t.launchTarget} in ('iframe', 'window')`)],
);

/**
 * A launch token (spec §7 launchGame): the vendor trades it for the player in `authenticate` and
 * bets with it. Only its SHA-256 is kept. Wins and rollbacks do not need it to be alive.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: rowId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    vendorCode: vendorRef('cascade'),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('game_sessions_token').on(t.tokenHash), index('game_sessions_member').on(t.memberId)],
);

export {
  VENDOR_TRANSACTION_KINDS,
  type VendorTransactionKind,
  type VendorWinType,
} from '@platform/contract/vendor-api';

/**
 * Every wallet call that moves (or refuses to move) money, by the vendor's transaction id: a replay
 * finds its row and answers the first answer. A rollback of a bet never seen is kept too, so the
 * bet, arriving late, is refused instead of taking the money.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: rowId(),
    vendorCode: vendorRef('restrict'),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<VendorTransactionKind>().notNull(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    roundId: varchar('round_id', { length: 64 }).notNull(),
    /** For a rollback or a refund: the bet it gives back. */
    refTransactionId: varchar('ref_transaction_id', { length: 64 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** For a win: regular or jackpot, so the operator sees jackpot wins apart. */
    winType: varchar('win_type', { length: 8 }).$type<VendorWinType>(),
    /** For a bet: the part of its amount that fed the studio's jackpot pool. */
    jackpotContribution: bigint('jackpot_contribution', { mode: 'number' }).notNull().default(0),
    /** For a bet on free rounds: the grant it played (its amount is 0: nothing was taken). */
    freeRoundGrantId: bigint('free_round_grant_id', { mode: 'number' }).references(() => freeRoundGrants.id, {
      onDelete: 'restrict',
    }),
    /** The request's fields that must match on a replay (amount, round, player). */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** The answer given the first time, given again to every replay. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_vendor_tx').on(t.vendorCode, t.transactionId),
    // A rollback names its bet: the bet's row is found by it, and a bet is rolled back once.
    uniqueIndex('vendor_transactions_rollback_ref')
      .on(t.vendorCode, t.refTransactionId)
      .where(sql`${t.kind} = 'rollback'`),
    // The refunds of a bet, summed against its stake before another is taken (refundPart).
    index('vendor_transactions_refunds')
      .on(t.vendorCode, t.refTransactionId)
      .where(sql`${t.kind} = 'refund'`),
    // A round's calls: whether a win settled it (a rollback or refund is refused then), and the
    // operator's round details (every call of the round).
    index('vendor_transactions_round').on(t.vendorCode, t.roundId),
    check('vendor_transactions_kind', sql`${t.kind} in ('bet', 'win', 'rollback', 'refund')`),
    check('vendor_transactions_win_type', sql`(${t.kind} = 'win') = (${t.winType} is not null)`),
    check('vendor_transactions_jackpot', sql`${t.jackpotContribution} between 0 and ${t.amount}`),
    check('vendor_transactions_amount', sql`${t.amount} >= 0`),
  ],
);
