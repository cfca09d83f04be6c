import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests: every story is rendered through Storybook's portable stories (composeStories)
// in jsdom and its behaviour asserted with @testing-library.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
