import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

/*
 * Library build of the design system for the firm's other sites: ESM only, one file per source
 * module under dist/ (dist/components/Button/index.js, dist/components/Button/Button.js, ...),
 * the runtime dependencies left to the consumer, and each module's CSS in its own file, imported by
 * the module that needs it, so a bundler loads only the styles of the components in use.
 * The workspace itself never uses dist: its "exports" point to src.
 */

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** One entry per component folder, read from disk so a new component is built without edits here. */
const componentEntries = Object.fromEntries(
  readdirSync(src('components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(src(`components/${entry.name}/index.ts`)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => [`components/${entry.name}/index`, src(`components/${entry.name}/index.ts`)]),
);

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * The runtime dependencies left to the consumer's bundler (React, React Aria, dayjs, zod...):
 * every `dependencies` and `peerDependencies` entry of package.json, except the private
 * @inversiones/tokens and @inversiones/es-cl and vanilla-extract's small runtime, which stay
 * bundled under vendor/.
 */
const externalPackages = [
  ...new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]),
]
  .filter((name) => !name.startsWith('@inversiones/') && !name.startsWith('@vanilla-extract/'))
  .sort();

/** An external package or any of its subpaths (`react/jsx-runtime`, `dayjs/plugin/...`). */
const external = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Output path of a preserved module, relative to dist/. Modules of src/ keep their path; the
 * bundled code of other packages (the private @inversiones/tokens and small runtime helpers of
 * vanilla-extract) goes under vendor/, never under a node_modules/ folder, which npm would drop
 * when publishing.
 */
function outputPath(name: string): string {
  const normalized = name.replaceAll('\\', '/');
  const inNodeModules = normalized.lastIndexOf('node_modules/');
  if (inNodeModules >= 0)
    return `vendor/${normalized.slice(inNodeModules + 'node_modules/'.length)}`;
  if (normalized.startsWith('tokens/src/')) return `vendor/tokens/${normalized.slice(11)}`;
  if (normalized.startsWith('es-cl/src/')) return `vendor/es-cl/${normalized.slice(10)}`;
  return normalized;
}

/** `Button.css.ts.vanilla.css` (vanilla-extract's virtual file) is published as `Button.css`. */
const cssPath = (name: string) => outputPath(name).replace(/\.css\.ts\.vanilla\.css$/, '.css');

/**
 * In library mode Vite extracts each chunk's CSS but the JavaScript does not import it. This adds
 * `import "./Name.css";` to every chunk that has CSS (the approach of vite-plugin-lib-inject-css),
 * so consumers get the styles of exactly the modules they import.
 */
function injectCssImports(): Plugin {
  return {
    name: 'inversiones:inject-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.viteMetadata?.importedCss.size) continue;
        const from = posix.dirname(chunk.fileName);
        const imports = [...chunk.viteMetadata.importedCss].map((css) => {
          const relative = posix.relative(from, css);
          return `import ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`;
        });
        // Prepended on the first line, so the source map's lines stay right.
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}

/**
 * Library mode inlines every asset as base64, which would put the whole font (all its unicode
 * subsets) inside the CSS. `?no-inline` makes Vite emit the font files instead, so browsers keep
 * downloading only the subsets a page uses (unicode-range).
 */
function emitFontFiles(): Plugin {
  return {
    name: 'inversiones:emit-font-files',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\.css$/ },
      handler(code) {
        if (!/\.(woff2?|ttf|otf)\b/.test(code)) return null;
        return code.replace(
          /url\((['"]?)([^'")?]+\.(?:woff2?|ttf|otf))\1\)/g,
          (_match, quote: string, url: string) => `url(${quote}${url}?no-inline${quote})`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), emitFontFiles(), injectCssImports()],
  // Asset URLs in the CSS (the font files) relative to the CSS file, wherever a site serves it.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the consumer's bundler minifies; source maps point to src/.
    minify: false,
    sourcemap: true,
    cssCodeSplit: true,
    copyPublicDir: false,
    lib: {
      entry: {
        index: src('index.ts'),
        'es-cl/index': src('es-cl/index.ts'),
        // The theme, font and reset alone, plus focusRing and sprinkles (the "./styles" export).
        'styles/index': src('styles/index.ts'),
        ...componentEntries,
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => `${outputPath(chunk.name)}.js`,
        chunkFileNames: (chunk) => `${outputPath(chunk.name)}.js`,
        assetFileNames: (asset) => {
          const name = asset.names[0] ?? '';
          return name.endsWith('.css') ? cssPath(name) : 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
});
