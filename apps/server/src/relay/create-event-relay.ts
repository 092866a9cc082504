import type { Config } from '../config.ts';
import type { EventRelay, RelayDeps } from './event-relay.ts';
import { MemoryRelay } from './memory-relay.ts';
import { PostgresRelay } from './postgres-relay.ts';
import { RedisRelay } from './redis-relay.ts';

/** Redis when REDIS_URL is set, else PostgreSQL NOTIFY when DATABASE_URL is, else this process (PGlite). */
export function createEventRelay(
  config: Pick<Config, 'REDIS_URL' | 'DATABASE_URL' | 'RELAY_NAMESPACE'>,
  deps: RelayDeps,
): EventRelay {
  const namespace = config.RELAY_NAMESPACE;
  if (config.REDIS_URL) return new RedisRelay({ url: config.REDIS_URL, namespace }, deps);
  if (config.DATABASE_URL) return new PostgresRelay({ url: config.DATABASE_URL, namespace }, deps);
  return new MemoryRelay(deps);
}
