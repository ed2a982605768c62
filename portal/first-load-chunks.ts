import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const portalRoot = dirname(fileURLToPath(import.meta.url));

/**
 * The pages a visit starts on most, by path, whether they need a session, and the lazy modules
 * each one renders on its first load (the shell, its guards and the screen). Kept in step with `preloadFirstRoute`
 * (src/app/lazy-pages.ts), which asks for the same modules from the browser.
 */
export const firstLoads = [
  {
    name: 'login',
    path: '^/login(/|$)',
    session: false,
    sources: ['src/app/shells/AuthShell.tsx', 'src/features/auth/LoginPage.tsx'],
  },
  {
    name: 'home',
    path: '^/$',
    session: true,
    sources: [
      'src/app/shells/AppShell.tsx',
      'src/app/guards/RequireLogin.tsx',
      'src/features/home/HomePage.tsx',
    ],
  },
  {
    name: 'my-funds',
    path: '^/ffmm/misFondos(/|$)',
    session: true,
    sources: [
      'src/app/shells/AppShell.tsx',
      'src/app/guards/RequireLogin.tsx',
      'src/app/guards/RequireMenu.tsx',
      'src/features/funds/MyFundsPage.tsx',
    ],
  },
] as const;

/**
 * The other pages a visit can start on, in three kinds: the rest of the sign-in flow, the screens
 * opened from the shell, and the pages reached with no session at all. What they share with a first load goes in groups marked with
 * their kind: one of them never fetches a group only logged-in pages need, and the groups stay
 * few (one per page would split the home into dozens of files again).
 */
const otherStarts = {
  signIn: [
    'src/features/auth/PrimaryKeyPage.tsx',
    'src/features/auth/AccountSelectPage.tsx',
    'src/features/auth/PostLoginRedirectPage.tsx',
    'src/features/auth/LogoutPage.tsx',
  ],
  /**
   * Screens opened from the shell that share parts of a first load (a card, a choice): what they
   * share goes in groups of its own, so opening one never fetches the rest of the home's screen.
   */
  screens: [
    'src/features/funds/FundDetailPage.tsx',
    'src/features/fund-operations/InvestPage.tsx',
    'src/features/fund-operations/BuyData.tsx',
    'src/features/fund-operations/BuyConfirm.tsx',
    'src/features/fund-operations/SellData.tsx',
    'src/features/fund-operations/SellConfirm.tsx',
    'src/features/fund-operations/VoucherStep.tsx',
    'src/features/fund-operations/AfterHoursTab.tsx',
    'src/features/fund-operations/PacTab.tsx',
    'src/features/strategies/StrategyPage.tsx',
    'src/features/strategies/SimulationResult.tsx',
  ],
  public: [
    'src/features/bank/RedirectToInversionesPage.tsx',
    'src/features/capsulas/CapsulasPage.tsx',
    'src/features/public-access/UnlockPage.tsx',
    'src/features/public-access/ResetPasswordPage.tsx',
    'src/features/public-access/DemoOutboxPage.tsx',
    'src/features/public-access/EnrolmentPage.tsx',
  ],
};

/** `dist/.vite/first-loads.json`: the server reads it to preload a page's chunks with the HTML. */
export const FIRST_LOADS_FILE = '.vite/first-loads.json';

// The parts of Rolldown's output this needs (Vite's own types vary between its versions).
export interface OutputChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
}

interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
  priority: number;
}

const FIRST_PASS = 'PORTAL_FIRST_LOAD_PASS';

/**
 * The given chunk files and every file they import statically, transitively, each after the
 * files it imports (the order the browser evaluates them in).
 */
function importClosure(chunks: readonly OutputChunk[], files: Iterable<string>): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const ordered = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !byFile.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    ordered.add(file);
  };
  for (const file of files) visit(file);
  return ordered;
}

const entryFiles = (chunks: readonly OutputChunk[]) =>
  importClosure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );

/**
 * The chunk files a first load fetches after the entry: those holding its sources and what they
 * import statically, less the entry and its own imports.
 */
export function filesOf(chunks: readonly OutputChunk[], sources: readonly string[]): Set<string> {
  const entry = entryFiles(chunks);
  const roots = sources.map((source) => resolve(portalRoot, source));
  const starts = roots.map((root) => chunks.find((chunk) => chunk.moduleIds.includes(root)));
  if (starts.some((chunk) => chunk === undefined)) {
    throw new Error(`first-load-chunks: one of ${sources.join(', ')} is in no chunk`);
  }
  const files = importClosure(
    chunks,
    starts.map((chunk) => chunk?.fileName ?? ''),
  );
  return new Set([...files].filter((file) => !entry.has(file)));
}

/**
 * The group of each module some first load needs, from a build's chunks: the names of the first
 * loads that need it, and of the kinds of other start pages that need it too, joined by '+'.
 */
export function groupOfModules(chunks: readonly OutputChunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Each module a first load needs beyond the entry, with the names of the loads that need it.
  const neededBy = new Map<string, string[]>();
  for (const load of firstLoads) {
    for (const file of filesOf(chunks, load.sources)) {
      for (const id of byFile.get(file)?.moduleIds ?? []) {
        neededBy.set(id, [...(neededBy.get(id) ?? []), load.name]);
      }
    }
  }
  // And the kinds of other pages that need it too.
  for (const [kind, pages] of Object.entries(otherStarts)) {
    for (const file of filesOf(chunks, pages)) {
      for (const id of byFile.get(file)?.moduleIds ?? []) {
        const loads = neededBy.get(id);
        if (loads && !loads.includes(kind)) loads.push(kind);
      }
    }
  }
  return new Map([...neededBy].map(([id, loads]) => [id, loads.join('+')]));
}

/**
 * A phone network is slow per request: on HTTP/1.1 (six connections) the home's 80 small chunks
 * took 13 round trips. This asks a first, unwritten build which modules each first load really
 * uses (after tree-shaking: a static walk of the sources would follow every design-system barrel
 * export) and returns one chunk group per combination of first loads that share them (and of
 * which other kinds of start pages need them too). So the home loads the entry, its shell and its
 * screen in a handful of files, the login carries nothing of the logged-in pages, and a public
 * page only fetches groups that some public page needs. Every other screen keeps Rolldown's own
 * splitting.
 */
export async function firstLoadGroups(): Promise<CodeSplittingGroup[]> {
  if (process.env[FIRST_PASS]) return [];
  process.env[FIRST_PASS] = '1';
  let output;
  try {
    output = await build({
      root: portalRoot,
      configFile: join(portalRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, minify: false, manifest: false },
    });
  } finally {
    delete process.env[FIRST_PASS];
  }
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is OutputChunk & typeof item => item.type === 'chunk');
  const groupOf = groupOfModules(chunks);
  return [...new Set(groupOf.values())].map((name) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    includeDependenciesRecursively: false,
    priority: 1,
  }));
}

/** Chrome's explicit compile hint: compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The entry's files and every first load's: the code a visit runs as soon as it arrives. */
export function compileHintFiles(chunks: readonly OutputChunk[]): Set<string> {
  const loads = firstLoads.flatMap((load) => [...filesOf(chunks, load.sources)]);
  return new Set([...entryFiles(chunks), ...loads]);
}

/**
 * Writes FIRST_LOADS_FILE: each first load's path pattern, whether it needs a session, and the
 * files it loads after the entry. And marks those files and the entry's with Chrome's compile
 * hint: their functions run on load anyway, and compiled eagerly they are compiled while the
 * file streams in, not one by one on the main thread at their first call (the first loads'
 * longest tasks, on a phone).
 */
export function firstLoadsManifest(): Plugin {
  return {
    name: 'inversiones:first-loads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      for (const file of compileHintFiles(chunks)) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) {
          chunk.code = COMPILE_HINT + chunk.code;
        }
      }
    },
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const loads = firstLoads.map((load) => ({
        name: load.name,
        path: load.path,
        session: load.session,
        // Dependencies first: the portal evaluates them in this order, one per task.
        files: [...filesOf(chunks, load.sources)],
      }));
      const target = join(options.dir ?? 'dist', FIRST_LOADS_FILE);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(loads, null, 2)}\n`);
    },
  };
}
