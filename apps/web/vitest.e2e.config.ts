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
    // expect.poll waits for a condition; its 1 s default is too short on a loaded 2-core machine (a
    // dashboard's header photo took longer under a load average of 12).
    expect: { poll: { timeout: 15_000 } },
  },
});
