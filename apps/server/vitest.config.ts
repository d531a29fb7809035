import { defineConfig } from 'vitest/config';

// The server's suite against embedded PGlite (and its plain unit tests).
export default defineConfig({
  test: {
    name: 'server-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pg.int.test.ts'],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['test/support/pglite-image.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a condition (a mail sent by a job); its 1 s default is too short on a loaded
    // 2-core machine (the consent copy's mail took longer beside the browser tests).
    expect: { poll: { timeout: 15_000 } },
  },
});
