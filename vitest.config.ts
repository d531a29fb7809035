import { defineConfig } from 'vitest/config';

// One runner for everything; each workspace names its own project(s).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.*.config.ts'],
  },
});
