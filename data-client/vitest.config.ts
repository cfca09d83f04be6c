import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // New tests live beside the code they test (`foo.test.ts` next to `foo.ts`).
          include: ['test/unit/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'src/**/*.integration.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'src/**/*.integration.test.ts'],
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
