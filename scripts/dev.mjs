// `pnpm dev`: the API (watch mode, PGlite + demo data) and the portal on Vite with its /api proxy.
import { spawn } from 'node:child_process';

const processes = [
  spawn('pnpm', ['--filter', '@inversiones/api', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@inversiones/portal', 'dev'], { stdio: 'inherit' }),
];
console.log('Portal (Vite): http://localhost:5173  ·  API: http://localhost:8787/api/health');
console.log('Storybook, aparte: pnpm --filter @inversiones/storybook dev');

const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of processes) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
