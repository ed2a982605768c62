import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { firstLoadGroups, firstLoadsManifest } from './first-load-chunks.ts';
import { gregorianCalendarOnly } from './gregorian-calendar-plugin.ts';
import { precompress } from './precompress-plugin.ts';

/**
 * Equal to CSP_NONCE_PLACEHOLDER of @inversiones/contract (a test checks it): Node cannot load the
 * contract's TypeScript source while Vite loads this file, so the value is repeated here.
 */
export const cspNoncePlaceholder = '__CSP_NONCE__';

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    // React Aria ships its strings in 34 languages: the portal keeps Spanish (es-CL reads 'es') and
    // en-US, React Aria's fallback wherever a locale's strings are missing.
    optimizeLocales.vite({ locales: ['es', 'en-US'] }),
    gregorianCalendarOnly(),
    react(),
    vanillaExtractPlugin(),
    precompress(),
    firstLoadsManifest(),
  ],
  // The server replaces the placeholder with a fresh nonce per response (see the contract's csp.ts).
  html: { cspNonce: cspNoncePlaceholder },
  build: {
    // dist/.vite/manifest.json: the benchmark reads it to size each route's chunk.
    manifest: true,
    // No <link rel=modulepreload> per dynamic import: inserting ~90 of them cost half a second of a
    // phone's main thread at startup, and on HTTP/1.1 (six connections) they queue anyway.
    modulePreload: false,
    target: 'es2022',
    // One stylesheet (14 KB compressed) instead of one per chunk: fewer round trips on first load.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads in one file, and no tiny shared chunks: each request costs
          // a round trip on a phone network (HTTP/1.1, six connections).
          groups: [
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
            ...(command === 'build' ? await firstLoadGroups() : []),
          ],
        },
      },
    },
    // Fonts always as files: the CSP allows `font-src 'self'`, not data: URIs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: {
    port: 5173,
    strictPort: true,
    // Development: the reference API runs apart (pnpm --filter @inversiones/api dev).
    proxy: {
      '/api': { target: 'http://127.0.0.1:8787' },
      '/sitio-publico': { target: 'http://127.0.0.1:8787' },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8787' },
      '/sitio-publico': { target: 'http://127.0.0.1:8787' },
    },
  },
  optimizeDeps: {
    // Pre-bundled up front so the first visit does not trigger a reload (the nested
    // `a > b` form reaches dependencies of workspace packages under pnpm).
    include: [
      'react',
      'react-dom/client',
      'react-router-dom',
      'valtio',
      'zod',
      '@inversiones/design-system > react-aria-components',
      '@inversiones/design-system > @vanilla-extract/recipes/createRuntimeFn',
      '@inversiones/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
}));
