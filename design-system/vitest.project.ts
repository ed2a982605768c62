import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineProject } from 'vitest/config';

const ISOLATED = '**/*.isolated.test.{ts,tsx}';

/**
 * The design-system's jsdom project. Files share one module graph and document per worker
 * (jsdom and React Aria load once, not per file); files that mock modules are named
 * `*.isolated.test.*` and run in a project of their own with a fresh graph each.
 */
export const designSystemProject = (isolated: boolean) =>
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: isolated ? 'design-system-isolated' : 'design-system',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: isolated
        ? [`src/${ISOLATED}`, `test/${ISOLATED}`]
        : ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ISOLATED],
      isolate: isolated,
    },
  });
