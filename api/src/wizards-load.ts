// `pnpm --filter @inversiones/api wizards:load [dir]`: loads the wizard templates of a folder
// (default api/wizards) into the database the environment names (DATABASE_URL or PGlite).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadWizardTemplates, wizardsDir } from './wizards.ts';

const dir = process.argv[2] ? resolve(process.argv[2]) : wizardsDir;
if (!existsSync(dir)) {
  console.error(`No existe la carpeta de plantillas ${dir} (las rutas relativas parten de api/).`);
  process.exit(1);
}
const db = await openDatabase();
try {
  await migrate(db);
  const { loaded, unchanged, refused } = await loadWizardTemplates(db, dir);
  console.log(
    `Plantillas de ${dir} en ${db.location}: ${loaded.length} cargadas (${loaded.join(', ') || '-'}), ${unchanged.length} sin cambios, ${refused.length} rechazadas.`,
  );
  // A refused template is a failed load for the command's caller (CI, a deploy script).
  if (refused.length > 0) process.exitCode = 1;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
