import { defineConfig } from 'vitest/config';

// One run over every package's unit and component tests (Storybook's browser tests run apart).
export default defineConfig({
  test: {
    // Vitest leaves one of two cores idle by default; jsdom files are CPU-bound, so use both.
    maxWorkers: 2,
    projects: [
      'tokens',
      'design-system',
      'design-system/vitest.isolated.config.ts',
      'es-cl',
      'contract',
      'api',
      'portal',
      'portal/vitest.isolated.config.ts',
      // Workspace-wide checks (the ESLint boundaries of every package), in no package of their own.
      { test: { name: 'workspace', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
