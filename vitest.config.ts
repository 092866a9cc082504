import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, five projects: the contract's and the game engines' pure code, the server against a
// real database, the player site and the back office in jsdom.
// Suites needing a Redis server (*.redis.test.ts) join only when TEST_REDIS_URL names one, and
// suites that need real concurrent connections (*.pg.test.ts) only when TEST_DATABASE_URL names a
// PostgreSQL server, so the default run has nothing skipped; CI runs them (see .ci/run).
// The fuzz pass over every operation takes minutes; it runs in `npm run test:security` only.
const serviceSuites = [
  'apps/server/src/http/fuzz.security.test.ts',
  ...(process.env.TEST_REDIS_URL ? [] : ['apps/server/src/**/*.redis.test.ts']),
  ...(process.env.TEST_DATABASE_URL ? [] : ['apps/server/src/**/*.pg.test.ts']),
];
// Server files share a worker's modules (see the server project). A file that swaps a module for a
// mock (vi.mock) needs modules of its own, so those few run in fresh workers: found by reading them,
// so a new one cannot be forgotten.
const swapsModules = readdirSync('apps/server/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `apps/server/src/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.mjs'],
    // One worker per core. Vitest's default leaves one core free, which on a two-core machine ran
    // every file in one worker while a second core idled.
    maxWorkers: availableParallelism(),
    projects: [
      // Timeouts here and below detect a hang; they are not speed targets (those are npm run bench:*).
      // Property tests run hundreds of cases, which a busy two-core machine can stretch past 5 s.
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'games',
          include: ['packages/games/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...serviceSuites, ...swapsModules],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On PGlite one worker runs file after file with the modules it has loaded: a fresh process
          // per file spent about five seconds loading the server before its first test. Every file
          // builds its own app on its own database, so nothing a file needs lives in a shared module.
          // On a PostgreSQL server (test:pg) each file keeps a process of its own: sharing one
          // process with ninety files before it, the ledger's 40-connection concurrency suite waited
          // out its timeouts (cause not yet found), as it never does in a process of its own.
          isolate: Boolean(process.env.TEST_DATABASE_URL),
        },
      },
      {
        test: {
          name: 'server-mocks',
          include: swapsModules,
          exclude: ['**/node_modules/**', ...serviceSuites],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // The first test of a file transforms the lazy chunks it opens.
          testTimeout: 20_000,
          // A file reuses its worker's document and modules: building jsdom and evaluating the app
          // again for each of some seventy files was two thirds of this project's time. The setup
          // file empties the document, storage, mocks and notices after every test.
          isolate: false,
        },
      },
      {
        extends: 'apps/backoffice/vite.config.ts',
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
          // As the player site's project: one document and module set per worker (see above).
          isolate: false,
        },
      },
    ],
  },
});
