// The investor-profile poll (wizard-spec 4 and 7): the poll post, its risk-profile variant and
// the client's profiles. The profile is kept in the client record and in the investor-profile
// wizard's data.
import { wizard, type Client } from '@inversiones/contract';
import { Hono } from 'hono';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { displayDate } from '../pdf/document-status.ts';
import { implementer } from '../platform/implement.ts';
import {
  answersFromRiskString,
  profileFromAnswers,
  profileList,
  profiles,
} from './investor-profile.ts';
import { profileHistory, recordProfileChange } from './profile-history.ts';

/** The wizard whose data keeps the last poll (spec 4: "also saved to the investor-profile wizard"). */
const PROFILE_WIZARD = 'PERFILINVERSIONISTA';

type StoredClient = Client & { FechaEncuesta?: string };

export function pollRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  async function clientRecord(rut: string) {
    const [row] = await db.query<{ data: StoredClient }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [rut],
    );
    return row?.data;
  }

  /** Merges the poll into the investor-profile wizard's data (base context), kept as it was otherwise. */
  async function saveToProfileWizard(rut: string, poll: Record<string, unknown>, current: unknown) {
    const [template] = await db.query<{ version: number }>(
      'SELECT version FROM wizard_templates WHERE id = $1',
      [PROFILE_WIZARD],
    );
    if (!template) return;
    // One statement: the poll's answers join the stored `encuesta` under the row's lock, so a
    // save-section running at the same time is not overwritten. The version stays (0 for a new
    // row): the wizard in progress carries these same answers in its next If-Match replace.
    await db.query(
      `INSERT INTO wizard_data
         (rut, context, wizard_id, template_version, json_data, updated_at, version)
       VALUES ($1, 'base', $2, $3,
         jsonb_build_object('encuesta', $4::jsonb, 'PerfilInversionista', $5::jsonb), $6, 0)
       ON CONFLICT (rut, context, wizard_id) DO UPDATE SET
         template_version = EXCLUDED.template_version,
         json_data = wizard_data.json_data || jsonb_build_object(
           'encuesta',
           CASE WHEN jsonb_typeof(wizard_data.json_data -> 'encuesta') = 'object'
             THEN wizard_data.json_data -> 'encuesta' ELSE '{}'::jsonb END || $4::jsonb,
           'PerfilInversionista', $5::jsonb),
         updated_at = EXCLUDED.updated_at`,
      [rut, PROFILE_WIZARD, template.version, JSON.stringify(poll), JSON.stringify(current), now()],
    );
  }

  /** Computes the profile, keeps it in the client record and the wizard data; the three profiles. */
  async function answer(
    rut: string,
    preguntas: { pregunta: string | number; alternativa: string | number }[],
    keep: boolean,
  ) {
    const perfilId = profileFromAnswers(preguntas);
    const fecha = displayDate(now());
    const list = profileList(perfilId, fecha);
    if (keep) {
      const record = await clientRecord(rut);
      if (record) {
        const chosen = profiles.find((p) => p.PerfilId === perfilId)!;
        await db.query('UPDATE client_records SET data = $2::jsonb WHERE rut = $1', [
          rut,
          JSON.stringify({
            ...record,
            Perfil: chosen.Nombre,
            PerfilId: perfilId,
            FechaEncuesta: fecha,
          }),
        ]);
      }
      await saveToProfileWizard(
        rut,
        { preguntas, perfilId },
        list.find((p) => p.Current),
      );
      await recordProfileChange(db, rut, perfilId, 'encuesta', now());
    }
    return list;
  }

  implement(wizard.poll, async (c, { request: { preguntas } }) => ({
    PerfilInversionista: await answer(activeRut(c), preguntas, true),
  }));

  implement(wizard.riskProfilePoll, async (c, { request: { respuestas, actualizarPerfil } }) => {
    const preguntas = answersFromRiskString(respuestas);
    const list = await answer(activeRut(c), preguntas, actualizarPerfil);
    return { PerfilInversionista: list };
  });

  implement(wizard.investorProfiles, async (c) => {
    const record = await clientRecord(activeRut(c));
    // A client who never answered the poll and holds no account yet (onboarding) has no profile.
    const known = record && (record.FechaEncuesta !== undefined || record.TieneCuenta === 1);
    if (!record || !known) return { PerfilInversionista: [] };
    // A profile the firm set has no poll date in the record: the history's date stands in.
    const since = record.FechaEncuesta ?? (await profileHistory(db, activeRut(c)))[0]?.fecha;
    const fecha = since && /^\d{4}-/.test(since) ? since.split('-').reverse().join('/') : since;
    return { PerfilInversionista: profileList(record.PerfilId, fecha ?? '') };
  });

  implement(wizard.investorProfileHistory, async (c) => ({
    history: await profileHistory(db, activeRut(c)),
  }));

  return app;
}
