import { defineConfig } from 'vitest/config';

// One runner for everything; each workspace names its own project(s).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest*.config.ts'],
  },
});
