import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite needs a couple of seconds to start on a small machine, many more while the unit
    // tests of the other packages share its two cores.
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
