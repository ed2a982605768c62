import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wizardConfig } from '@inversiones/contract';
import type { Database } from './db/database.ts';

/** `api/wizards`: one JSON file per wizard template. */
export const wizardsDir = fileURLToPath(new URL('../wizards/', import.meta.url));

/** A template file refused at load: its path (`wizards/FOO.json`) and the path-precise reason. */
export interface RefusedTemplate {
  file: string;
  error: string;
}

export interface WizardLoadResult {
  loaded: string[];
  unchanged: string[];
  /** Templates refused alone: the others are still served (issue 18). */
  refused: RefusedTemplate[];
}

/**
 * Loads every `*.json` template of `dir` into `wizard_templates` (validated by the contract's `parseWizardConfig`):
 * new ids are inserted, changed ones replaced, identical ones left alone. A file that does not
 * parse is refused alone (the row already stored for its id, if any, stays as it was) and
 * reported through `onRefused` (default `console.error`) and in the result.
 */
export async function loadWizardTemplates(
  db: Database,
  dir: string = wizardsDir,
  now: number = Date.now(),
  onRefused: (refused: RefusedTemplate) => void = ({ file, error }) =>
    console.error(`Plantilla de asistente rechazada: ${file}: ${error}`),
): Promise<WizardLoadResult> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const result: WizardLoadResult = { loaded: [], unchanged: [], refused: [] };
  const refuse = (name: string, error: string) => {
    const refused = { file: `${basename(dir)}/${name}`, error };
    result.refused.push(refused);
    onRefused(refused);
  };
  for (const name of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch (error) {
      refuse(name, `JSON no válido: ${(error as Error).message}`);
      continue;
    }
    // The same parser and message the portal shows for a template that does not parse.
    const parsed = wizardConfig.parseWizardConfig(raw);
    if (!parsed.success) {
      refuse(name, parsed.message);
      continue;
    }
    const template = parsed.data;
    const body = JSON.stringify(template);
    // jsonb reorders keys: compare in the database.
    const [existing] = await db.query<{ same: boolean }>(
      'SELECT body = $2::jsonb AS same FROM wizard_templates WHERE id = $1',
      [template.id, body],
    );
    if (existing?.same) {
      result.unchanged.push(template.id);
      continue;
    }
    await db.query(
      `INSERT INTO wizard_templates (id, version, body, loaded_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (id) DO UPDATE SET version = $2, body = $3::jsonb, loaded_at = $4`,
      [template.id, template.version, body, now],
    );
    result.loaded.push(template.id);
  }
  return result;
}
