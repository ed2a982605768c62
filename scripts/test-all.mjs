// `pnpm test`: every check, in order, stopping at the first failure, with one closing tally.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = join(tmpdir(), `inversiones-test-${process.pid}`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const report = (name) => join(reports, `${name}.json`);

/** Counts of a Vitest JSON report. */
const vitestCounts = (file) => {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  };
};
/** Counts of a Playwright JSON report. */
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};

/** Titles and first error lines of a Playwright JSON report's failed and flaky tests. */
const playwrightProblems = (file) => {
  const problems = [];
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results.find((r) => r.error)?.error?.message ?? '';
        const plain = error
          // eslint-disable-next-line no-control-regex -- strip the terminal colours
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .slice(0, 12)
          .join('\n    ');
        problems.push(
          `${t.status === 'flaky' ? 'inestable' : 'falló'} [${t.projectName}] ${spec.title}\n    ${plain}`,
        );
      }
    }
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
  return problems;
};

/** Where Playwright's time goes (summed test time per project, and the slowest files): the figures to cut the suite by. */
const playwrightTimings = (file) => {
  const byProject = new Map();
  const byFile = new Map();
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = t.results.reduce((sum, r) => sum + (r.duration ?? 0), 0);
        byProject.set(t.projectName, (byProject.get(t.projectName) ?? 0) + ms);
        const key = `${t.projectName} ${spec.file}`;
        byFile.set(key, (byFile.get(key) ?? 0) + ms);
      }
    }
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
  const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
  return [
    `Playwright por proyecto (tiempo sumado de las pruebas): ${[...byProject]
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(', ')}`,
    ...[...byFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([key, ms]) => `  ${seconds(ms).padStart(6)}  ${key}`),
  ];
};

/** Runs a step with its output buffered (for steps that run side by side), printed when done. */
const runBuffered = (step) =>
  new Promise((done) => {
    const child = spawn('pnpm', step.args, {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const t0 = Date.now();
    child.on('close', (status) => {
      console.log(`\n━━ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      done({ status, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
    });
  });

const steps = [
  // Both single-threaded: side by side on two cores.
  {
    together: [
      { name: 'Tipos (tsc, todos los paquetes)', args: ['typecheck'] },
      { name: 'Lint (ESLint + Prettier)', args: ['lint'] },
    ],
  },
  {
    name: 'Pruebas unitarias y de componentes (Vitest)',
    args: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report('unit')}`,
    ],
    counts: () => vitestCounts(report('unit')),
  },
  {
    // Short and mostly waiting on I/O or a single thread: the builds and the PostgreSQL pass
    // side by side.
    together: [
      {
        // The same API suite once more against a throwaway PostgreSQL (Debian's package).
        name: 'API contra PostgreSQL',
        args: [
          'exec',
          'node',
          'api/scripts/with-postgres.mjs',
          'pnpm',
          'exec',
          'vitest',
          'run',
          '--project',
          'api',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report('api-postgres')}`,
        ],
        counts: () => vitestCounts(report('api-postgres')),
      },
      { name: 'Build de Storybook', args: ['--filter', '@inversiones/storybook', 'build'] },
      { name: 'Build del portal', args: ['--filter', '@inversiones/portal', 'build'] },
    ],
  },
  {
    // Every story once: its play function, the a11y addon's axe check and its screenshot, at
    // 1024 px and (tagged `mobile`) 375 px; then the portal end to end over the real API.
    name: 'Historias (play, axe, capturas) y end-to-end (Playwright)',
    args: ['--filter', '@inversiones/visual-tests', 'exec', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_REPORT: report('playwright') },
    counts: () => playwrightCounts(report('playwright')),
    problems: () => playwrightProblems(report('playwright')),
    timings: () => playwrightTimings(report('playwright')),
  },
];

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const problems = [];
let failedStep;
const started = Date.now();

/** One step in the foreground, or a group of steps side by side; each with its own result. */
async function runSteps(step) {
  if (step.together) {
    const runs = await Promise.all(step.together.map(runBuffered));
    return step.together.map((part, i) => ({ step: part, ...runs[i] }));
  }
  console.log(`\n━━ ${step.name}`);
  const t0 = Date.now();
  const run = spawnSync('pnpm', step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  return [{ step, status: run.status, seconds: ((Date.now() - t0) / 1000).toFixed(1) }];
}

for (const group of steps) {
  for (const { step, status, seconds } of await runSteps(group)) {
    let counted = '';
    if (step.counts) {
      try {
        const c = step.counts();
        total.passed += c.passed;
        total.failed += c.failed;
        total.skipped += c.skipped;
        counted = ` (${c.passed} ok, ${c.failed} con fallas)`;
      } catch {
        counted = ' (sin informe)';
      }
    }
    try {
      problems.push(...(step.problems?.() ?? []));
    } catch {
      // no report: the runner's own output above says why
    }
    const ok = status === 0;
    lines.push(`${ok ? '✔' : '✘'} ${step.name}: ${seconds} s${counted}`);
    try {
      lines.push(...(step.timings?.() ?? []));
    } catch {
      // no report: nothing to break down
    }
    if (!ok) {
      failedStep ??= step.name;
      if (total.failed === 0) total.failed += 1; // a failed check or a crashed runner is a failure too
    }
  }
  if (failedStep) break;
}

console.log(`\n━━ Resumen (${((Date.now() - started) / 60000).toFixed(1)} min)`);
for (const line of lines) console.log(line);
if (failedStep) console.log(`Falló: ${failedStep}`);
// Repeated here so the end of a long log still says what went wrong.
for (const problem of problems) console.log(`• ${problem}`);
rmSync(reports, { recursive: true, force: true });
// The plain closing tally CI reads.
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
