import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the unit tests do not load the Module Federation plugin.
// Component tests opt into jsdom per file with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
