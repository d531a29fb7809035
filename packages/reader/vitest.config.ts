import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reader',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
