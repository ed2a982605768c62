// `pnpm bench`: bundle weights (gzipped) of the portal per route and of the design system per
// component export, and the Storybook build time. Figures only: no thresholds fail a build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOGIN_BUDGET_KB = 120;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const run = (args) =>
  execFileSync('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const results = {};

// 1. Portal: first load of every route = entry chunk + route chunk + their static imports.
run(['--filter', '@inversiones/portal', 'build']);
const portalDist = join(root, 'portal/dist');
const manifest = JSON.parse(readFileSync(join(portalDist, '.vite/manifest.json'), 'utf8'));
const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};
const weigh = (keys) => {
  let js = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js += gz(join(portalDist, chunk.file));
    for (const cssFile of chunk.css ?? []) css += gz(join(portalDist, cssFile));
  }
  return { js, css };
};
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = closure([entryKey]);
const entry = weigh(entryKeys);
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const own = closure([key]);
    const extra = [...own].filter((k) => !entryKeys.has(k));
    const routeOnly = weigh(extra);
    return {
      route: key.replace(/^src\//, ''),
      chunkJs: routeOnly.js,
      chunkCss: routeOnly.css,
      firstLoadJs: entry.js + routeOnly.js,
      firstLoadCss: entry.css + routeOnly.css,
    };
  });
results.portal = { entry, routes };

console.log('\nPortal (gzip, KB)          propio JS  propio CSS  1.ª carga JS  1.ª carga CSS');
console.log(
  `entrada (${manifest[entryKey].file})`.padEnd(27) +
    kb(entry.js).padStart(9) +
    kb(entry.css).padStart(12),
);
for (const r of routes) {
  console.log(
    r.route.padEnd(27).slice(0, 27) +
      kb(r.chunkJs).padStart(9) +
      kb(r.chunkCss).padStart(12) +
      kb(r.firstLoadJs).padStart(14) +
      kb(r.firstLoadCss).padStart(15),
  );
}
const login = routes.find((r) => /login/i.test(r.route));
if (login) {
  const verdict = login.firstLoadJs / 1024 <= LOGIN_BUDGET_KB ? 'dentro del' : 'EXCEDE el';
  console.log(
    `Ruta de ingreso: ${kb(login.firstLoadJs)} KB de JS en la primera carga, ${verdict} presupuesto de ${LOGIN_BUDGET_KB} KB.`,
  );
  results.loginFirstLoadJsKb = Number(kb(login.firstLoadJs));
}

// 2. Design system: each component export with what it imports from the package (peers external).
run(['--filter', '@inversiones/design-system', 'build']);
const dsDist = join(root, 'design-system/dist');
const importsOf = (file) =>
  [
    ...readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g),
  ].map((m) => resolve(dirname(file), m[1]));
const localClosure = (file, seen = new Set()) => {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  if (file.endsWith('.js')) for (const dep of importsOf(file)) localClosure(dep, seen);
  return seen;
};
const componentsDir = join(dsDist, 'components');
const components = existsSync(componentsDir)
  ? readdirSync(componentsDir).filter((name) => statSync(join(componentsDir, name)).isDirectory())
  : [];
console.log('\nDesign system (gzip, KB)   JS con dependencias internas   CSS');
results.designSystem = {};
for (const name of components) {
  const entryFile = join(componentsDir, name, 'index.js');
  if (!existsSync(entryFile)) continue;
  const files = [...localClosure(entryFile)];
  const cssFiles = readdirSync(join(componentsDir, name)).filter((f) => f.endsWith('.css'));
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  const css = [
    ...files.filter((f) => f.endsWith('.css')),
    ...cssFiles.map((f) => join(componentsDir, name, f)),
  ]
    .filter((f, i, all) => all.indexOf(f) === i)
    .reduce((sum, f) => sum + gz(f), 0);
  results.designSystem[name] = { js, css };
  console.log(name.padEnd(27) + kb(js).padStart(10) + kb(css).padStart(26));
}
const allCss = readdirSync(dsDist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.css'))
  .reduce((sum, f) => sum + gz(join(dsDist, f)), 0);
console.log(`CSS total del paquete: ${kb(allCss)} KB (${relative(root, dsDist)})`);

// 3. Storybook build time.
const t0 = process.hrtime.bigint();
run(['--filter', '@inversiones/storybook', 'build']);
const storybookSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
results.storybookBuildSeconds = Number(storybookSeconds.toFixed(1));
console.log(`\nBuild de Storybook: ${storybookSeconds.toFixed(1)} s`);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Resultados en bench-results/latest.json');
