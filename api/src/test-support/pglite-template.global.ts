// Vitest global setup of the API project: one blank PGlite cluster, dumped once, that every test
// file's database starts from (test-db.ts). `initdb` costs about 3 s a file on a small machine;
// loading the dump under 1 s. Not on PostgreSQL (DATABASE_URL), where a schema is the fresh start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The blank cluster's dump (a tar file), when the tests run on PGlite. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL?.trim()) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create('memory://');
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'blank.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
