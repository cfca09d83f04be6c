import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Tests live beside the code they test: `foo.test.ts` (unit) and `foo.integration.test.ts` (local Supabase).
          include: ['src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'src/**/*.integration.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          environment: 'node',
          // One stack, shared state (users, sessions): run the files one after another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
