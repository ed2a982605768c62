// @vitest-environment node
// The build helper runs in Node (Vite's config), not in the browser.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileHintFiles,
  filesOf,
  groupOfModules,
  type OutputChunk,
} from '../first-load-chunks.ts';

const portalRoot = resolve(import.meta.dirname, '..');
const id = (source: string) => resolve(portalRoot, source);

/** A first build's chunk: a file, the modules in it and the files it imports statically. */
const chunk = (fileName: string, modules: string[], imports: string[] = []): OutputChunk => ({
  type: 'chunk',
  fileName,
  moduleIds: modules.map(id),
  imports,
  isEntry: fileName === 'index.js',
});

// What Rolldown's own splitting gives: every lazy page its chunk, shared code in common chunks.
const chunks: OutputChunk[] = [
  chunk('index.js', ['src/main.tsx', 'react.js']),
  chunk('AuthShell.js', ['src/app/shells/AuthShell.tsx'], ['kit.js']),
  chunk('LoginPage.js', ['src/features/auth/LoginPage.tsx'], ['kit.js', 'index.js']),
  chunk('kit.js', ['Alert.tsx', 'Text.tsx']),
  chunk('AppShell.js', ['src/app/shells/AppShell.tsx'], ['kit.js', 'shell.js']),
  chunk('RequireLogin.js', ['src/app/guards/RequireLogin.tsx']),
  chunk('RequireMenu.js', ['src/app/guards/RequireMenu.tsx']),
  chunk('HomePage.js', ['src/features/home/HomePage.tsx'], ['shell.js', 'chart.js']),
  chunk('MyFundsPage.js', ['src/features/funds/MyFundsPage.tsx'], ['shell.js', 'table.js']),
  chunk('shell.js', ['client.ts', 'schemas.ts']),
  chunk('chart.js', ['Chart.tsx']),
  chunk('table.js', ['Table.tsx']),
  chunk('FundDetailPage.js', ['src/features/funds/FundDetailPage.tsx'], ['table.js']),
  chunk('PrimaryKeyPage.js', ['src/features/auth/PrimaryKeyPage.tsx'], ['shell.js']),
  chunk('AccountSelectPage.js', ['src/features/auth/AccountSelectPage.tsx']),
  chunk('PostLoginRedirectPage.js', ['src/features/auth/PostLoginRedirectPage.tsx']),
  chunk('LogoutPage.js', ['src/features/auth/LogoutPage.tsx']),
  chunk('RedirectToInversionesPage.js', ['src/features/bank/RedirectToInversionesPage.tsx']),
  chunk('CapsulasPage.js', ['src/features/capsulas/CapsulasPage.tsx']),
  chunk('UnlockPage.js', ['src/features/public-access/UnlockPage.tsx'], ['kit.js']),
  chunk('ResetPasswordPage.js', ['src/features/public-access/ResetPasswordPage.tsx']),
  chunk('DemoOutboxPage.js', ['src/features/public-access/DemoOutboxPage.tsx']),
  chunk('EnrolmentPage.js', ['src/features/public-access/EnrolmentPage.tsx']),
  chunk('InvestPage.js', ['src/features/fund-operations/InvestPage.tsx'], ['shell.js']),
  chunk('StrategyPage.js', ['src/features/strategies/StrategyPage.tsx'], ['kit.js']),
  chunk('SimulationResult.js', ['src/features/strategies/SimulationResult.tsx'], ['kit.js']),
  ...[
    'BuyData',
    'BuyConfirm',
    'SellData',
    'SellConfirm',
    'VoucherStep',
    'AfterHoursTab',
    'PacTab',
  ].map((step) => chunk(`${step}.js`, [`src/features/fund-operations/${step}.tsx`], ['chart.js'])),
];

describe('first-load chunk groups', () => {
  it("a first load's files are its sources' chunks and their static imports, less the entry", () => {
    const home = filesOf(chunks, [
      'src/app/shells/AppShell.tsx',
      'src/app/guards/RequireLogin.tsx',
      'src/features/home/HomePage.tsx',
    ]);
    expect([...home].sort()).toEqual([
      'AppShell.js',
      'HomePage.js',
      'RequireLogin.js',
      'chart.js',
      'kit.js',
      'shell.js',
    ]);
    expect(filesOf(chunks, ['src/features/auth/LoginPage.tsx'])).toEqual(
      new Set(['LoginPage.js', 'kit.js']),
    );
  });

  it('lists every file after the files it imports (the order the portal evaluates them in)', () => {
    const home = [
      ...filesOf(chunks, [
        'src/app/shells/AppShell.tsx',
        'src/app/guards/RequireLogin.tsx',
        'src/features/home/HomePage.tsx',
      ]),
    ];
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    for (const [position, file] of home.entries()) {
      for (const imported of byFile.get(file)?.imports ?? []) {
        if (home.includes(imported)) expect(home.indexOf(imported)).toBeLessThan(position);
      }
    }
    expect(home.indexOf('kit.js')).toBeLessThan(home.indexOf('AppShell.js'));
    expect(home.indexOf('chart.js')).toBeLessThan(home.indexOf('HomePage.js'));
  });

  it('names each module by the first loads, and the kinds of other start pages, that need it', () => {
    const groups = groupOfModules(chunks);
    expect(groups.get(id('Alert.tsx'))).toBe('login+home+my-funds+screens+public');
    expect(groups.get(id('client.ts'))).toBe('home+my-funds+signIn+screens');
    expect(groups.get(id('src/app/shells/AppShell.tsx'))).toBe('home+my-funds');
    // Shared with the screens opened from the shell: a group of its own, so opening the fund
    // page or an invest step never fetches the rest of the home's or Mis Fondos' screen.
    expect(groups.get(id('Chart.tsx'))).toBe('home+screens');
    expect(groups.get(id('Table.tsx'))).toBe('my-funds+screens');
    expect(groups.get(id('src/features/home/HomePage.tsx'))).toBe('home');
    expect(groups.get(id('src/features/auth/LoginPage.tsx'))).toBe('login');
  });

  it('leaves the entry and what no first load needs to Rolldown', () => {
    const groups = groupOfModules(chunks);
    expect(groups.has(id('react.js'))).toBe(false);
    expect(groups.has(id('src/features/funds/FundDetailPage.tsx'))).toBe(false);
    expect(groups.has(id('src/features/public-access/UnlockPage.tsx'))).toBe(false);
  });

  it('marks for eager compiling the entry and every first load, and no page a visit opens later', () => {
    const hinted = compileHintFiles(chunks);
    for (const file of ['index.js', 'LoginPage.js', 'AppShell.js', 'HomePage.js', 'table.js']) {
      expect(hinted.has(file)).toBe(true);
    }
    for (const file of ['FundDetailPage.js', 'UnlockPage.js', 'PrimaryKeyPage.js']) {
      expect(hinted.has(file)).toBe(false);
    }
  });

  it('refuses a source the build did not make a chunk for (a renamed page)', () => {
    expect(() => filesOf(chunks, ['src/features/home/Renamed.tsx'])).toThrow(/in no chunk/);
  });
});
