import { defineConfig } from 'vitest/config';

// Journeys in headless Chromium against the built app, one file per journey, one at a time
// (two cores: parallel browsers only make each slower and flakier).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './scripts/summary-reporter.mjs'],
  },
});
