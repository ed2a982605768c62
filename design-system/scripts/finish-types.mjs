// Last step of `pnpm build`: makes the declarations of dist/types importable by any consumer.
//
// TypeScript keeps import specifiers as written in .d.ts files, even with
// rewriteRelativeImportExtensions (that option rewrites emitted JavaScript only). The sources
// import "./Button.tsx", so this rewrites relative ".ts"/".tsx" specifiers to ".js", like the
// files vite build writes, and drops side-effect imports of the private workspace packages
// (`import '@inversiones/tokens'`), which carry no types and cannot resolve once published.
// The es-CL kit, bundled under vendor/es-cl by vite build, gets its declarations there too.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// dist/types by default; test/build.test.ts passes its own temporary folder.
const typesDir = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../dist/types/', import.meta.url));

const esClTypes = join(typesDir, 'vendor/es-cl');
const require = createRequire(import.meta.url);
execFileSync(
  process.execPath,
  [
    join(dirname(require.resolve('typescript/package.json')), 'bin/tsc'),
    '-p',
    fileURLToPath(new URL('../../es-cl/tsconfig.build.json', import.meta.url)),
    '--outDir',
    esClTypes,
  ],
  { stdio: 'inherit' },
);
/** `'@inversiones/es-cl'` as a relative specifier from the folder of a declaration file. */
const esClFrom = (folder) => {
  const path = relative(folder, join(esClTypes, 'index.js')).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
};

const relativeTs = /((?:from|import)\s*\(?\s*)(['"])(\.\.?\/[^'"]*?)\.(?:d\.)?[mc]?tsx?\2/g;
const privateSideEffect = /^import\s+['"]@inversiones\/[^'"]+['"];?\n/gm;

let count = 0;
for (const entry of await readdir(typesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const source = await readFile(file, 'utf8');
  const fixed = source
    .replace(relativeTs, (_match, head, quote, path) => `${head}${quote}${path}.js${quote}`)
    .replace(privateSideEffect, '')
    .replace(/(['"])@inversiones\/es-cl\1/g, (_match, quote) => {
      return `${quote}${esClFrom(entry.parentPath)}${quote}`;
    });
  if (/['"]@inversiones\//.test(fixed)) {
    throw new Error(
      `${file} still refers to a private workspace package; its types would not resolve.`,
    );
  }
  if (fixed !== source) await writeFile(file, fixed);
  count += 1;
}
console.log(`finish-types: ${count} declaration files ready in ${typesDir}`);
