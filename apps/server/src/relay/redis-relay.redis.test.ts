import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { RedisRelay } from './redis-relay.ts';
import { relayBackendCases } from './relay-backend-cases.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Runs only where TEST_REDIS_URL names a Redis server (vitest.config.ts leaves this file out otherwise).
describe('the Redis event relay', () => {
  // Other suites may share this Redis: a namespace of its own keeps their messages out.
  const namespace = `test-${randomBytes(4).toString('hex')}`;
  const raw = new Redis(redisUrl);
  afterAll(() => raw.quit());

  relayBackendCases(
    (deps) => new RedisRelay({ url: redisUrl, namespace }, deps),
    async (channel, payload) => {
      await raw.publish(`${namespace}:${channel}`, payload);
    },
    // Nothing listens on port 1: every connection is refused.
    (deps) => new RedisRelay({ url: 'redis://127.0.0.1:1', namespace }, deps),
  );
});
