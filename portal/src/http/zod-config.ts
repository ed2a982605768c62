import { config } from 'zod/v4/core';

// zod 4 compiles object parsers with `new Function` unless told not to; the portal's CSP
// (script-src 'self', no 'unsafe-eval') blocks that and Chromium logs a violation on the first
// parse. Jitless parsing is what zod falls back to anyway, without the probe.
config({ jitless: true });
