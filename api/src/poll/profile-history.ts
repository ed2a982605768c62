import { wizard } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { marketDate } from '../market/clock.ts';
import { profiles } from './investor-profile.ts';

type Source = 'encuesta' | 'ejecutivo';

interface HistoryRow {
  perfil_id: number;
  source: Source;
  decided_at: string | number;
}

/** Appends a profile change (the poll kept its result, or the firm set it). */
export async function recordProfileChange(
  db: Database,
  rut: string,
  perfilId: 1 | 2 | 3,
  source: Source,
  at: number,
): Promise<void> {
  await db.query(
    `INSERT INTO investor_profile_history (rut, perfil_id, source, decided_at)
     VALUES ($1, $2, $3, $4)`,
    [rut, perfilId, source, at],
  );
}

/** The rut's changes, newest first; the first one is the current profile. */
export async function profileHistory(
  db: Database,
  rut: string,
): Promise<wizard.InvestorProfileHistory['history']> {
  const rows = await db.query<HistoryRow>(
    `SELECT perfil_id, source, decided_at FROM investor_profile_history
     WHERE rut = $1 ORDER BY decided_at DESC, id DESC LIMIT $2`,
    [rut, wizard.PROFILE_HISTORY_MAX],
  );
  return rows.map((row) => {
    const profile = profiles.find((p) => p.PerfilId === row.perfil_id)!;
    return {
      PerfilId: profile.PerfilId,
      Nombre: profile.Nombre,
      fecha: marketDate(Number(row.decided_at)),
      origen: row.source,
    };
  });
}

/**
 * The demo clients' past profiles, once (a rut with any row is left alone): the firm's profile
 * at opening, then the polls that changed it, ending at the record's current profile.
 */
export async function seedProfileHistory(
  db: Database,
  records: readonly { RutCliente: string; PerfilId: number; TieneCuenta: number }[],
): Promise<void> {
  const opened = Date.parse('2022-03-14T12:00:00-03:00');
  const polled = Date.parse('2025-03-10T11:20:00-03:00');
  for (const record of records) {
    if (record.TieneCuenta !== 1) continue;
    const [row] = await db.query<{ total: string | number }>(
      'SELECT count(*) AS total FROM investor_profile_history WHERE rut = $1',
      [record.RutCliente],
    );
    if (Number(row?.total ?? 0) > 0) continue;
    const current = Math.min(3, Math.max(1, record.PerfilId)) as 1 | 2 | 3;
    // Most clients open conservative and learn; a conservative one stays so.
    const first = current === 1 ? 1 : ((current - 1) as 1 | 2);
    await recordProfileChange(db, record.RutCliente, first, 'ejecutivo', opened);
    if (first !== current) {
      await recordProfileChange(db, record.RutCliente, current, 'encuesta', polled);
    }
  }
}
