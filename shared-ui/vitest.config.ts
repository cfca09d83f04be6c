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
    // tokens.css is read as text (?raw) by the Foundations pages: let it through (other CSS is stubbed).
    css: { include: [/tokens\.css/], modules: { classNameStrategy: 'non-scoped' } },
  },
});
