import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresRelay, relayApplicationName } from './postgres-relay.ts';
import { eventually, relayBackendCases } from './relay-backend-cases.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Runs only where TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts leaves it out otherwise).
describe('the PostgreSQL LISTEN/NOTIFY event relay', () => {
  // Other suites may notify on this database: a namespace of its own keeps their messages out.
  const namespace = `test-${randomBytes(4).toString('hex')}`;
  const raw = new pg.Pool({ connectionString: serverUrl, max: 1 });
  afterAll(() => raw.end());

  const { node } = relayBackendCases(
    (deps) => new PostgresRelay({ url: serverUrl, namespace }, deps),
    async (channel, payload) => {
      await raw.query('select pg_notify($1, $2)', [`${namespace}:${channel}`, payload]);
    },
    // Nothing listens on port 1: every connection is refused.
    (deps) => new PostgresRelay({ url: 'postgres://postgres@127.0.0.1:1/postgres', namespace }, deps),
  );

  it('listens again after its connection is cut, and delivers what is published after that', async () => {
    const a = await node();
    const b = await node();
    const onB: unknown[] = [];
    b.relay.subscribe('wallet', (message) => onB.push(message));

    const cut = await raw.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [relayApplicationName(namespace)],
    );
    expect(cut.rowCount).toBe(2);
    await eventually(async () => expect(await b.counted('relay_errors_total')).toBeGreaterThan(0));

    let sent = 0;
    await eventually(async () => {
      sent += 1;
      await a.relay.publish('wallet', sent);
      expect(onB).toContain(sent);
    }, 10_000);
  });
});
