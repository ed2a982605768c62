// The investor-profile poll (wizard-spec 4 and 7): the poll post, its risk-profile variant and
// the client's profiles. The profile is computed here from the answers and kept in the client
// record and in the investor-profile wizard's data.
import { wizard, type Client } from '@inversiones/contract';
import { Hono, type Handler } from 'hono';
import {
  activeRut,
  requireChannel,
  requireSession,
  type AppEnv,
  type Deps,
} from '../auth/guard.ts';
import { body } from '../http.ts';

type ProfileId = 1 | 2 | 3;

export const profiles = [
  {
    PerfilId: 1 as const,
    Nombre: 'Conservador',
    Descripcion:
      'Prioriza preservar el capital y acepta rentabilidades moderadas con baja volatilidad.',
    Productos: ['Fondo Mutuo Deuda Corto Plazo', 'Depósitos a plazo'],
  },
  {
    PerfilId: 2 as const,
    Nombre: 'Moderado',
    Descripcion: 'Busca equilibrio entre rentabilidad y riesgo en un horizonte de mediano plazo.',
    Productos: ['Fondo Mutuo Renta Chile', 'Fondo Mutuo Deuda Corto Plazo'],
  },
  {
    PerfilId: 3 as const,
    Nombre: 'Agresivo',
    Descripcion:
      'Acepta alta volatilidad a cambio de una mayor rentabilidad esperada de largo plazo.',
    Productos: ['Fondo Mutuo Acciones Chilenas', 'Fondo Mutuo Global Equity', 'Acciones'],
  },
];

/** Mean of the chosen alternatives (1 to 3 each): up to 1.66 conservative, up to 2.33 moderate. */
export function profileFromAnswers(answers: { alternativa: string | number }[]): ProfileId {
  const values = answers.map((a) => Math.min(3, Math.max(1, Number(a.alternativa) || 1)));
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  if (mean <= 5 / 3) return 1;
  if (mean <= 7 / 3) return 2;
  return 3;
}

/** The risk variant's 'n;value|n;value' as poll answers (the contract has checked its shape). */
export function answersFromRiskString(respuestas: string) {
  return respuestas.split('|').map((pair) => {
    const [pregunta = '', alternativa = ''] = pair.split(';');
    return { pregunta: Number(pregunta), alternativa };
  });
}

const ddmmyyyy = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/** The three profiles as the service lists them, the client's flagged Current. */
function profileList(current: number | null, fecha: string) {
  return profiles.map((p) => ({
    PerfilId: p.PerfilId,
    Nombre: p.Nombre,
    Descripcion: p.Descripcion,
    FechaEncuesta: fecha,
    Current: p.PerfilId === current,
    Productos: p.Productos.map((Nombre) => ({ Nombre })),
  }));
}

/** The wizard whose data keeps the last poll (spec 4: "also saved to the investor-profile wizard"). */
const PROFILE_WIZARD = 'PERFILINVERSIONISTA';

type StoredClient = Client & { FechaEncuesta?: string };

export function pollRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const guard = requireSession(deps);
  const on = (method: 'get' | 'post', path: string, handler: Handler<AppEnv>) => {
    app.use(path, requireChannel, guard);
    app[method](path, handler);
  };

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
    const [row] = await db.query<{ json_data: Record<string, unknown> }>(
      `SELECT json_data FROM wizard_data WHERE rut = $1 AND context = 'base' AND wizard_id = $2`,
      [rut, PROFILE_WIZARD],
    );
    const stored = row?.json_data ?? {};
    const encuesta =
      stored.encuesta && typeof stored.encuesta === 'object' && !Array.isArray(stored.encuesta)
        ? stored.encuesta
        : {};
    const data = {
      ...stored,
      encuesta: { ...encuesta, ...poll },
      PerfilInversionista: current,
    };
    await db.query(
      `INSERT INTO wizard_data (rut, context, wizard_id, template_version, json_data, updated_at)
       VALUES ($1, 'base', $2, $3, $4::jsonb, $5)
       ON CONFLICT (rut, context, wizard_id)
       DO UPDATE SET template_version = $3, json_data = $4::jsonb, updated_at = $5`,
      [rut, PROFILE_WIZARD, template.version, JSON.stringify(data), now()],
    );
  }

  /** Computes the profile, keeps it in the client record and the wizard data; the three profiles. */
  async function answer(
    rut: string,
    preguntas: { pregunta: string | number; alternativa: string | number }[],
    keep: boolean,
  ) {
    const perfilId = profileFromAnswers(preguntas);
    const fecha = ddmmyyyy(now());
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
    }
    return list;
  }

  on('post', '/perfilInversionista/encuesta', async (c) => {
    const { preguntas } = await body(c, wizard.poll.request);
    return c.json({ PerfilInversionista: await answer(activeRut(c), preguntas, true) });
  });

  on('post', '/perfilInversionista/riesgo', async (c) => {
    const { respuestas, actualizarPerfil } = await body(c, wizard.riskProfilePoll.request);
    const preguntas = answersFromRiskString(respuestas);
    const list = await answer(activeRut(c), preguntas, actualizarPerfil);
    return c.json({ PerfilInversionista: list });
  });

  on('get', '/perfilInversionista', async (c) => {
    const record = await clientRecord(activeRut(c));
    // A client who never answered the poll and holds no account yet (onboarding) has no profile.
    const known = record && (record.FechaEncuesta !== undefined || record.TieneCuenta === 1);
    if (!record || !known) return c.json({ PerfilInversionista: [] });
    return c.json({
      PerfilInversionista: profileList(record.PerfilId, record.FechaEncuesta ?? ''),
    });
  });

  return app;
}
