import { defineConfig } from 'vitest/config';

// One runner for everything; each workspace names its own project(s).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/reader',
      'apps/server',
      'apps/web/vitest.unit.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
