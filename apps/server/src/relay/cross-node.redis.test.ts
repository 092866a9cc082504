import { describe } from 'vitest';
import { crossNodeCases } from './cross-node-cases.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Runs only where TEST_REDIS_URL names a Redis server (vitest.config.ts leaves this file out otherwise).
describe('two API nodes relaying through Redis', () => {
  crossNodeCases('redis', { env: { REDIS_URL: redisUrl } });
});
