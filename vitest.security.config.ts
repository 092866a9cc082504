import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm run test:security`: every test that proves a security finding fixed (`*.security.test.ts`,
// issue 14), including the fuzz pass over every operation, which the default `npm test` leaves out
// for its length. FUZZ_REQUESTS raises the fuzz pass's size, FUZZ_SEED replays a run.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.mjs'],
    // One worker per core, as in vitest.config.ts.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'security',
          include: ['apps/server/src/**/*.security.test.ts', 'packages/*/src/**/*.security.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-security',
          root: 'apps/web',
          include: ['src/**/*.security.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          passWithNoTests: true,
        },
      },
    ],
  },
});
