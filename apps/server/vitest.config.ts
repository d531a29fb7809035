import { defineConfig } from 'vitest/config';

// The server's unit tests, and the integration tests that hold the embedded database (PGlite, what
// `npm start` runs on) to what the product relies on: tenant isolation by row-level security, the demo
// seed and the job queue. The whole integration suite runs against PostgreSQL (vitest.pg.config.ts),
// the production database.
export default defineConfig({
  test: {
    name: 'server-pglite',
    environment: 'node',
    include: [
      'src/**/!(*.int).test.ts',
      'src/db/*.int.test.ts',
      'src/seed/*.int.test.ts',
      'src/lib/jobs/*.int.test.ts',
    ],
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
