// @vitest-environment node
/*
 * The library build, as the firm's other sites get it: `vite build` and the declarations into a
 * temporary folder (never the real dist/), then checks of what came out. Runs in ~15 s.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as EsCl from '../src/es-cl/index.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
const tscBin = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');

/**
 * The externals: every dependency and peer dependency of package.json, with any subpath, except
 * the private workspace packages and vanilla-extract's runtime, which are bundled.
 */
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externalPackages = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
].filter((name) => !name.startsWith('@inversiones/') && !name.startsWith('@vanilla-extract/'));
const isExternal = (specifier: string) =>
  externalPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
const components = readdirSync(join(packageDir, 'src/components'), { withFileTypes: true })
  // private/ holds parts the components share; it is no public path of its own.
  .filter((entry) => entry.isDirectory() && entry.name !== 'private')
  .map((entry) => entry.name);

let out: string;
/** Every output file, as a path relative to the output folder with forward slashes. */
let files: string[];
const read = (file: string) => readFileSync(join(out, file), 'utf8');
/** The static import and re-export specifiers of an ES module (side-effect imports included). */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:^|[\s;])(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1]!,
  );

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'design-system-build-'));
  // Bare imports of the built files (react, react-aria-components) resolve from the package.
  symlinkSync(join(packageDir, 'node_modules'), join(out, 'node_modules'), 'dir');
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, {
      cwd: packageDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
  run([viteBin, 'build', '--outDir', join(out, 'dist'), '--logLevel', 'warn']);
  run([tscBin, '-p', 'tsconfig.build.json', '--outDir', join(out, 'dist/types')]);
  run([join(packageDir, 'scripts/finish-types.mjs'), join(out, 'dist/types')]);
  out = join(out, 'dist');
  files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(out, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}, 120_000);

afterAll(() => {
  if (out) rmSync(dirname(out), { recursive: true, force: true });
});

describe('library build', () => {
  it('has one ESM entry per public path, including every component folder', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'index.js',
        'es-cl/index.js',
        'styles/index.js',
        ...components.map((name) => `components/${name}/index.js`),
      ]),
    );
    expect(files.some((file) => file.endsWith('.cjs') || file.endsWith('.umd.js'))).toBe(false);
  });

  // A child Node imports the whole library: seconds on a loaded two-core machine.
  it(
    'exports the components from index.js (imported for real, by Node)',
    { timeout: 30_000 },
    () => {
      // Node cannot import .css files: a loader hook turns them into empty modules, as a bundler
      // would pull them into the page's style sheet.
      const hooks = join(dirname(out), 'css-hooks.mjs');
      writeFileSync(
        hooks,
        `export async function load(url, context, next) {
        if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
        return next(url, context);
      }`,
      );
      const script = `
      import { register } from 'node:module';
      register(${JSON.stringify(pathToFileURL(hooks).href)});
      const api = await import(${JSON.stringify(pathToFileURL(join(out, 'index.js')).href)});
      console.log(JSON.stringify(Object.fromEntries(
        Object.entries(api).map(([name, value]) => [name, Array.isArray(value) ? 'array' : typeof value]),
      )));`;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: out,
        encoding: 'utf8',
      });
      const api = JSON.parse(output) as Record<string, string>;
      for (const name of ['Button', 'Link', 'Heading', 'Text', 'Box', 'Stack', 'Card', 'Icon']) {
        expect(api[name], name).toBe('function');
      }
      expect(api.iconNames).toBe('array');
      expect(api.sprinkles).toBe('function');
    },
  );

  it('es-cl/index.js imports in place, with no CSS and no React, only dates libraries and zod', async () => {
    const bare = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(read(file))) {
        if (specifier.startsWith('.')) visit(posix.join(posix.dirname(file), specifier));
        else bare.add(specifier);
      }
    };
    visit('es-cl/index.js');
    expect(
      [...seen].filter((file) => !file.endsWith('.js') || /\/components\//.test(file)),
    ).toEqual([]);
    expect(
      [...bare].filter(
        (specifier) => !/^(dayjs|zod|@internationalized\/date)(\/|$)/.test(specifier),
      ),
    ).toEqual([]);
    const esCl = (await import(
      /* @vite-ignore */ pathToFileURL(join(out, 'es-cl/index.js')).href
    )) as typeof EsCl;
    expect(esCl.formatRut('123456785')).toBe('12.345.678-5');
    expect(esCl.toWireDate(esCl.parseDisplayDate('29/02/2024')!)).toBe('20240229');
    expect(esCl.rutSchema.safeParse('12.345.678-4').success).toBe(false);
  });

  it('leaves the runtime dependencies (React, React Aria, dayjs, zod...) to the consumer', () => {
    const javascript = files.filter((file) => file.endsWith('.js'));
    const bare = new Set(
      javascript.flatMap((file) =>
        importsOf(read(file)).filter((specifier) => !specifier.startsWith('.')),
      ),
    );
    expect(bare).toContain('react/jsx-runtime');
    expect(bare).toContain('react-aria-components');
    expect(bare).toContain('dayjs');
    expect(bare).toContain('zod');
    // Nothing else is imported by name: the tokens and vanilla-extract's runtime are bundled.
    expect([...bare].filter((specifier) => !isExternal(specifier))).toEqual([]);
    expect(
      [...bare].filter((specifier) => /^@inversiones\/|^@vanilla-extract\//.test(specifier)),
    ).toEqual([]);
    for (const file of javascript) {
      const code = read(file);
      // React's and React DOM's own internals never end up in the output.
      expect(code, file).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS');
      expect(code, file).not.toContain('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED');
      expect(code, file).not.toContain('Symbol.for("react.transitional.element")');
      expect(code, file).not.toMatch(/jsxDEV|jsx-dev-runtime/);
    }
  });

  it('is self-contained: every relative import exists and nothing sits under node_modules/', () => {
    expect(files.filter((file) => file.includes('node_modules/'))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      for (const specifier of importsOf(read(file)).filter((name) => name.startsWith('.'))) {
        const target = posix.join(posix.dirname(file), specifier);
        expect(existsSync(join(out, target)), `${file} -> ${specifier}`).toBe(true);
      }
    }
  });

  it("gives Button's entry its CSS (the button recipe), loaded by the modules that need it", () => {
    // Walk the imports from the entry and collect the CSS files it brings.
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(read(file)).filter((name) => name.startsWith('.'))) {
        const target = posix.join(posix.dirname(file), specifier);
        if (target.endsWith('.css')) css.add(target);
        else visit(target);
      }
    };
    visit('components/Button/index.js');
    expect(css).toContain('components/private/button.css');
    // The theme's custom properties come along, so the button is styled on any page.
    expect([...css].some((file) => read(file).includes(':root'))).toBe(true);
    expect(read('components/private/button.css')).toMatch(/\.[\w-]+\s*\{[^}]*cursor:\s*pointer/);
    // Link's styles are not part of Button's entry.
    expect(css).not.toContain('components/Link/Link.css');
  });

  it('emits the font files instead of inlining them in the CSS', () => {
    const fonts = files.filter((file) => file.endsWith('.woff2'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const file of files.filter((name) => name.endsWith('.css'))) {
      expect(read(file), file).not.toContain('data:font');
    }
  });

  it('ships declarations that a strict consumer can import, with .js specifiers', () => {
    const declarations = files.filter(
      (file) => file.startsWith('types/') && file.endsWith('.d.ts'),
    );
    expect(declarations).toEqual(
      expect.arrayContaining(['types/index.d.ts', 'types/components/Link/index.d.ts']),
    );
    for (const file of declarations) {
      const specifiers = importsOf(read(file)).concat(
        // Type-only dynamic imports: import("../Heading/Heading.js").HeadingProps
        [...read(file).matchAll(/\bimport\(\s*["']([^"']+)["']/g)].map((match) => match[1]!),
      );
      for (const specifier of specifiers) {
        expect(specifier, file).not.toMatch(/\.tsx?$|^@inversiones\//);
      }
    }
    const consumer = join(dirname(out), 'consumer');
    writeFileSync(join(dirname(out), 'package.json'), '{ "type": "module" }');
    writeFileSync(
      `${consumer}.ts`,
      `import { Button, Card, Icon, iconNames, Link, Stack, type IconName } from './dist/types/index.js';
       import type { StackProps } from './dist/types/components/Stack/index.js';
       import { formatRut, rutSchema, type Currency } from './dist/types/es-cl/index.js';
       const rut: string = formatRut('123456785', { dots: false });
       const currency: Currency = 'CLP';
       const parsed: string = rutSchema.parse(rut);
       const name: IconName = iconNames[0];
       const layout: StackProps = { direction: { mobile: 'column', tablet: 'row' }, gap: 'lg' };
       // @ts-expect-error not an icon of the set
       const wrong: IconName = 'nope';
       export const used = [Button, Card, Icon, Link, Stack, name, layout, wrong, currency, parsed];`,
    );
    writeFileSync(
      `${consumer}.json`,
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    // Throws (and fails the test) with tsc's diagnostics when a declaration does not resolve.
    execFileSync(process.execPath, [tscBin, '-p', `${consumer}.json`], {
      cwd: dirname(out),
      encoding: 'utf8',
    });
    // A strict tsc over every declaration the consumer reaches takes several seconds.
  }, 60_000);
});
