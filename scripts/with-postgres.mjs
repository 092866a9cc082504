// Runs a command with TEST_DATABASE_URL pointing at the PostgreSQL server on 127.0.0.1:5432,
// starting the local cluster first if it is down. Usage: node scripts/with-postgres.mjs <cmd> [args...]
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await reachable())) {
  console.log('PostgreSQL is not answering; starting the local cluster');
  try {
    for (const version of readdirSync('/etc/postgresql')) {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
    }
  } catch (error) {
    console.error(`could not start PostgreSQL: ${error.message}`);
  }
  for (let i = 0; i < 30 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 1000));
  if (!(await reachable())) {
    console.error(`PostgreSQL at ${url} is unreachable`);
    process.exit(1);
  }
}

const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
  shell: false,
});
process.exit(result.status ?? 1);
