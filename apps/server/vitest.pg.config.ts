import { defineConfig } from 'vitest/config';

// The same integration suite against a PostgreSQL server (TEST_DATABASE_URL, default the local one).
export default defineConfig({
  test: {
    name: 'server-postgres',
    environment: 'node',
    include: ['src/**/*.int.test.ts'],
    env: { TEST_DB: 'postgres' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a condition (a mail sent by a job); its 1 s default is too short on a loaded
    // 2-core machine (the consent copy's mail took longer beside the browser tests).
    expect: { poll: { timeout: 15_000 } },
  },
});
