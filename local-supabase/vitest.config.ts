import { defineConfig } from 'vitest/config';

// Integration tests against real PostgreSQL + PostgREST: one file at a time (2-core machines), generous timeouts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
