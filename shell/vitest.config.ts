import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests run without Module Federation (the registry, routing and theme logic are plain modules).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
