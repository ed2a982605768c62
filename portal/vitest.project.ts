import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The portal's jsdom project. Files share one module graph and document per worker; files that
 * mock modules or need a fresh store are named `*.isolated.test.*` and run apart, isolated.
 */
export const portalProject = (isolated: boolean) =>
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: isolated ? 'portal-isolated' : 'portal',
      environment: 'jsdom',
      setupFiles: ['@testing-library/jest-dom/vitest', './vitest.setup.ts'],
      include: isolated ? [ISOLATED] : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ISOLATED],
      isolate: isolated,
    },
  });
