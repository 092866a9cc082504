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
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.mjs'],
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
        },
      },
    ],
  },
});
