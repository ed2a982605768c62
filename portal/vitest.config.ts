import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'portal',
    environment: 'jsdom',
    setupFiles: ['@testing-library/jest-dom/vitest', './vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
