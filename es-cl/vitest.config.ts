import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'es-cl',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
