import type { Database, Queryable } from '../db/database.ts';

/** A client's data of one wizard in one context, as stored. */
export interface StoredWizardData {
  templateVersion: number;
  jsonData: Record<string, unknown>;
  /** Grows by one on every write; 0 when nothing is stored (the ETag of the data). */
  version: number;
}

/** Which client's data of which wizard. */
export interface WizardDataKey {
  rut: string;
  context: string;
  wizardId: string;
}

/** Spec wizard 3: "user data as JSON, undefined turned to null". */
const asJson = (data: unknown) =>
  JSON.stringify(data, (_k, v: unknown) => (v === undefined ? null : v));

interface Row {
  template_version: number;
  json_data: Record<string, unknown>;
  version: number;
}

const stored = (row: Row): StoredWizardData => ({
  templateVersion: row.template_version,
  jsonData: row.json_data,
  version: row.version,
});

export async function readWizardData(
  db: Queryable,
  { rut, context, wizardId }: WizardDataKey,
): Promise<StoredWizardData | undefined> {
  const [row] = await db.query<Row>(
    `SELECT template_version, json_data, version FROM wizard_data
     WHERE rut = $1 AND context = $2 AND wizard_id = $3`,
    [rut, context, wizardId],
  );
  return row && stored(row);
}

/**
 * Adds `section`'s keys to the stored data (a key sent again replaces its value) in one
 * statement: the database merges under the row's lock, so parallel sections never overwrite
 * each other (a read-merge-write in JavaScript lost half of them on PostgreSQL).
 */
export async function mergeWizardSection(
  db: Database,
  { rut, context, wizardId }: WizardDataKey,
  templateVersion: number,
  section: Record<string, unknown>,
  at: number,
): Promise<void> {
  await db.query(
    `INSERT INTO wizard_data (rut, context, wizard_id, template_version, json_data, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (rut, context, wizard_id) DO UPDATE SET
       template_version = EXCLUDED.template_version,
       json_data = wizard_data.json_data || EXCLUDED.json_data,
       updated_at = EXCLUDED.updated_at,
       version = wizard_data.version + 1`,
    [rut, context, wizardId, templateVersion, asJson(section), at],
  );
}

/**
 * Replaces the whole data. With `expectedVersion` (the caller's If-Match) it writes only when
 * the stored version is still that one (0: nothing stored yet, or only the risk poll's merge) and answers undefined otherwise;
 * without it the write is unconditional. Answers what is stored after the write.
 */
export async function replaceWizardData(
  db: Database,
  { rut, context, wizardId }: WizardDataKey,
  templateVersion: number,
  data: Record<string, unknown>,
  at: number,
  expectedVersion?: number,
): Promise<StoredWizardData | undefined> {
  const params = [rut, context, wizardId, templateVersion, asJson(data), at];
  const returning = 'RETURNING template_version, json_data, version';
  let rows: Row[];
  if (expectedVersion === undefined) {
    rows = await db.query<Row>(
      `INSERT INTO wizard_data (rut, context, wizard_id, template_version, json_data, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (rut, context, wizard_id) DO UPDATE SET
         template_version = EXCLUDED.template_version, json_data = EXCLUDED.json_data,
         updated_at = EXCLUDED.updated_at, version = wizard_data.version + 1
       ${returning}`,
      params,
    );
  } else if (expectedVersion === 0) {
    rows = await db.query<Row>(
      `INSERT INTO wizard_data (rut, context, wizard_id, template_version, json_data, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (rut, context, wizard_id) DO UPDATE SET
         template_version = EXCLUDED.template_version, json_data = EXCLUDED.json_data,
         updated_at = EXCLUDED.updated_at, version = 1
       WHERE wizard_data.version = 0
       ${returning}`,
      params,
    );
  } else {
    rows = await db.query<Row>(
      `UPDATE wizard_data SET template_version = $4, json_data = $5::jsonb, updated_at = $6,
         version = version + 1
       WHERE rut = $1 AND context = $2 AND wizard_id = $3 AND version = $7
       ${returning}`,
      [...params, expectedVersion],
    );
  }
  const [row] = rows;
  return row && stored(row);
}
