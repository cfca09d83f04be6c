import { defineConfig } from 'vitest/config';

// Two projects, like data-client's: 'unit' (no services; `pnpm test`) and 'integration' (`*.integration.test.ts`,
// against a running local Supabase: `node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration`,
// a step of `npm test`; it fails without the stack's environment instead of skipping).
const INTEGRATION = '**/*.integration.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'local/**/*.test.ts'],
          exclude: ['**/node_modules/**', INTEGRATION],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
