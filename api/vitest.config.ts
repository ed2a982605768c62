import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every file's PGlite starts from one dumped blank cluster instead of its own initdb.
    globalSetup: ['./src/test-support/pglite-template.global.ts'],
    // Files share a worker's modules (PGlite's WASM and the app load once, not per file): no file
    // mocks a module, and each opens its own database. Test time 295 s -> 102 s on two cores.
    isolate: false,
    // PGlite needs a couple of seconds to start on a small machine, many more while the unit
    // tests of the other packages share its two cores.
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
