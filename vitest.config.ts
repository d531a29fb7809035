import { defineConfig } from 'vitest/config';

// One runner for everything; each workspace names its own project(s).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest*.config.ts'],
    // Vitest's default on 2 cores is one worker, so the browser tests (which mostly wait on Chromium and
    // the server) and the database tests (which mostly wait on PostgreSQL) would run one file at a time.
    maxWorkers: 2,
  },
});
