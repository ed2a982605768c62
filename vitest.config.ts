import { defineConfig } from 'vitest/config';

// One run over every package's unit and component tests (Storybook's browser tests run apart).
export default defineConfig({
  test: {
    projects: ['tokens', 'design-system', 'contract', 'api', 'portal'],
  },
});
