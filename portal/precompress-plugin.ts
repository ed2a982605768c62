import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; fonts and images already are. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside each text asset of the build, so the API serves them
 * precompressed (serveStatic `precompressed`): the first load on a slow phone network carries
 * about a third of the bytes, with no compression work per request. Runs on the written files:
 * Vite still rewrites chunks (preload lists) after `generateBundle`.
 */
export function precompress(): Plugin {
  return {
    name: 'inversiones:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const bytes = await readFile(path);
          if (bytes.byteLength < MIN_BYTES) return;
          const brotli = brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          });
          await writeFile(`${path}.br`, brotli);
          await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        }),
      );
    },
  };
}
