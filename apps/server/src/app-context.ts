import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { SecretBox } from './crypto/secret-box.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { AccountsDeps } from './modules/accounts/accounts.deps.ts';
import type { BetEvents } from './modules/bets/bet-events.ts';
import type { MerchantVendorCache } from './modules/games/vendors.service.ts';
import type { GeoLookup } from './modules/geo/geo.service.ts';
import type { MerchantDeps } from './modules/merchants/merchants.service.ts';
import type { SystemDeps } from './modules/system/system.service.ts';
import type { VerificationDeps } from './modules/verification/verification.service.ts';
import type { WalletEvents } from './modules/wallet/wallet-events.ts';
import type { CacheInvalidation } from './relay/cache-invalidation.ts';
import type { EventRelay } from './relay/event-relay.ts';

/** Fastify with zod schemas typing each route's query, body and answer. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules are given: the services' dependencies, built once per app. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  geo: GeoLookup;
  /** Seals and opens the secrets kept in the database (TOTP, vendor API secrets). */
  secrets: SecretBox;
  merchants: MerchantDeps;
  system: SystemDeps;
  accounts: AccountsDeps;
  verification: VerificationDeps;
  /** News every node must hear (memory, Redis or PostgreSQL NOTIFY); closed with the app. */
  relay: EventRelay;
  /** Drops a changed entry from the shared caches (settings, merchants, policy, vendors) on every node. */
  caches: CacheInvalidation;
  /** Balance changes and transaction notices, for the members connected on /ws. */
  walletEvents: WalletEvents;
  /** Bets placed and rounds ended, for the modules that build on them (recent games, turnover). */
  betEvents: BetEvents;
  /** Each merchant's offered game vendors, read by every lobby page and launch. */
  gameVendorCache: MerchantVendorCache;
  metrics: Registry;
  /** Scheduled jobs: each period once in the cluster (src/jobs); main.ts starts and stops it. */
  jobs: JobRunner;
  /** True once shutdown has begun, so readiness fails and load balancers drain this node. */
  isShuttingDown: () => boolean;
}
