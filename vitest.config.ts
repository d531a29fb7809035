import { defineConfig } from 'vitest/config';

// One runner for everything; each workspace names its own project(s).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest*.config.ts'],
    // Vitest's default on 2 cores is one worker, so the browser tests (which mostly wait on Chromium and
    // the server) and the database tests (which mostly wait on PostgreSQL) would run one file at a time.
    // Three, not two, on 2 cores: the server's PostgreSQL suite alone took 157 s with two workers and 93 s
    // with three (the CPU idle 5% of the time), its files waiting on the database half the time.
    maxWorkers: 3,
  },
});
