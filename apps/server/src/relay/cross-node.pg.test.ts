import { describe } from 'vitest';
import { crossNodeCases } from './cross-node-cases.ts';

// Runs only where TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts leaves it out otherwise).
describe('two API nodes relaying through PostgreSQL LISTEN/NOTIFY', () => {
  crossNodeCases('postgres', { relayThroughDatabase: true });
});
