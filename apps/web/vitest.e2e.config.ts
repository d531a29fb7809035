import { defineConfig } from 'vitest/config';

/** Browser tests: a real server (globalSetup) on a new PostgreSQL database, real Chromium. */
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // Guards against a hang, not limits on speed: a staff sign-in waits up to 30 s for the next TOTP step
    // (the server refuses a replayed code), and the CI machine runs the other projects beside these tests.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for a condition; its 1 s default is too short on a loaded 2-core machine (a
    // dashboard's header photo took longer under a load average of 12).
    expect: { poll: { timeout: 15_000 } },
  },
});
