import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Screens whose chunks are worth fetching with the entry: the login is the first page of most visits. */
const routeSources: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/login(\/|$)/, ['src/app/shells/AuthShell.tsx', 'src/features/auth/LoginPage.tsx']],
];

/**
 * `<link>` tags that let the browser download a route's lazy chunks, their CSS and the UI font
 * together with the entry, instead of one after another once the router asks for them.
 * Returns a function of the request path; nonces are the build's placeholder.
 */
export function routePreloads(dist: string, noncePlaceholder: string): (path: string) => string {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const entryCss = new Set([...entryKeys].flatMap((key) => manifest[key]?.css ?? []));
  // Latin covers Spanish; the other subsets load only if a page needs them.
  const font = readdirSync(join(dist, 'assets')).find((file) =>
    /^source-sans-3-latin-wght-normal-.*\.woff2$/.test(file),
  );
  const fontTag = font
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" nonce="${noncePlaceholder}">`
    : '';
  const tags = routeSources.map(([pattern, sources]) => {
    const keys = [...closure(sources)].filter((key) => !entryKeys.has(key));
    const scripts = keys.map(
      (key) =>
        `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}" nonce="${noncePlaceholder}">`,
    );
    const styles = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))]
      .filter((css) => !entryCss.has(css))
      .map(
        (css) => `<link rel="stylesheet" crossorigin href="/${css}" nonce="${noncePlaceholder}">`,
      );
    return [pattern, [fontTag, ...scripts, ...styles].join('')] as const;
  });
  return (path) => tags.find(([pattern]) => pattern.test(path))?.[1] ?? fontTag;
}
