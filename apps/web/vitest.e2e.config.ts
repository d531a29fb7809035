import { defineConfig } from 'vitest/config';

/** Browser tests: a real server (globalSetup), real database (PGlite), real Chromium. */
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
