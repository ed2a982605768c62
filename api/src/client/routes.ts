import { client, common, menu, notifications, type Client } from '@inversiones/contract';
import { communesOf, countries, isChile, provincesOf, regions } from '@inversiones/es-cl/territory';
import { Hono } from 'hono';
import { demoFunds, maritalStatuses } from '../data/lists.ts';
import { messages } from '../messages.ts';
import { roleFacts } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { buildMenu } from './menu-tree.ts';
import { contactRoutes } from './contact-routes.ts';
import { firmContact, missingPersonalData, PERSONAL_DATA_WIZARD } from './missing-data.ts';
import { serialValidity } from './serial-validity.ts';
import { helpDeskFromEnv } from '../config.ts';

const helpDesk = helpDeskFromEnv();

/** Client, menu, messages, notifications, chat, executive calendar and the common lists. */
export function clientRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  implement(client.client, async (c) => {
    const rut = activeRut(c);
    const [row] = await db.query<{ data: Omit<Client, 'Create'> }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [rut],
    );
    if (!row) throw new ApiError(404, messages.notFound);
    return { ...row.data, Create: new Date(now()).toISOString() };
  });

  implement(menu.menu, (c) => {
    const entries = buildMenu(roleFacts(c));
    const id = c.req.query('id');
    return id ? entries.filter((entry) => entry.id === id) : entries;
  });

  implement(notifications.notificaciones, async (c) => {
    const rows = await db.query<{ id: number; route: string; message: string }>(
      'SELECT id, route, message FROM notifications WHERE rut = $1 AND NOT read ORDER BY id',
      [activeRut(c)],
    );
    return { notifications: rows, notificationCount: rows.length };
  });

  implement(notifications.markRead, async (c, { params }) => {
    const rut = activeRut(c);
    // Only the active profile's own: another's id answers as if it did not exist.
    const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
    const [row] = await db.query<{ id: number }>(
      'UPDATE notifications SET read = TRUE WHERE id = $1 AND rut = $2 RETURNING id',
      [id, rut],
    );
    if (!row) throw new ApiError(404, messages.notificationNotFound);
    const [count] = await db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM notifications WHERE rut = $1 AND NOT read',
      [rut],
    );
    return { ok: true as const, notificationCount: count?.n ?? 0 };
  });

  implement(client.messagesList, async (c) => {
    const rows = await db.query<{ priority: 1 | 2 | 3; text: string }>(
      'SELECT priority, text FROM messages WHERE rut IS NULL OR rut = $1 ORDER BY id',
      [activeRut(c)],
    );
    return rows;
  });

  // Chat: enabled for natural persons with an executive.
  const chatEnabled = async (rut: string) => {
    const [row] = await db.query<{ data: Client }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [rut],
    );
    return Boolean(
      row && row.data.DescripcionTipoPersona === 'Persona Natural' && row.data.Ejecutivos.length,
    );
  };
  implement(client.chatStatus, async (c) => ({ habilitado: await chatEnabled(activeRut(c)) }));
  implement(client.chatLink, async (c) => {
    const habilitado = await chatEnabled(activeRut(c));
    return { habilitado, url: habilitado ? '/chat/sala' : '' };
  });

  implement(client.executiveCalendar, async (c) => {
    const email = c.req.query('email') ?? '';
    const { active } = c.get('account');
    const [row] = await db.query<{ data: Client }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [active.Rut],
    );
    const known = row?.data.Ejecutivos.some((e) => e.Email.toLowerCase() === email.toLowerCase());
    const natural = active.MandataryTypes.some((t) => t.Id === 0);
    return {
      Vigente: Boolean(known && natural),
      Id: known && natural ? `cal-${email.split('@')[0]}` : '',
    };
  });

  implement(client.contactValidation, async (c) => {
    // A mandatary acting for a company is not asked to fix the company's contact data here: its
    // executive keeps it (and the save below is a natural person's own, spec 6).
    if (!roleFacts(c).naturalPerson) return { mostrar: false, place: '' };
    const [row] = await db.query<{ data: { Email?: string; Telefono?: string } }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [activeRut(c)],
    );
    const missing = !row?.data.Email || !row.data.Telefono;
    return { mostrar: missing, place: missing ? 'home' : '' };
  });

  contactRoutes(implement, deps);

  /** Whether a jarvis rule of the client still opens the personal-data wizard. */
  async function personalDataPending(rut: string): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM jarvis_rules r WHERE r.rut = $1 AND r.wizard_id = $2 AND NOT EXISTS (
         SELECT 1 FROM wizard_processed p
         WHERE p.rut = r.rut AND p.context = r.context AND p.wizard_id = r.wizard_id)`,
      [rut, PERSONAL_DATA_WIZARD],
    );
    return rows.length > 0;
  }

  implement(client.missingData, async (c) => {
    const rut = activeRut(c);
    const [row] = await db.query<{ data: Partial<Client> & Record<string, unknown> }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [rut],
    );
    const record = row?.data ?? {};
    const contacto = firmContact(record, helpDesk);
    // A wizard still to do collects the data: the client completes it there, nobody to call.
    if (await personalDataPending(rut)) return { mostrar: false, datos: [], contacto };
    const entered = await db.query<{ json_data: Record<string, unknown> }>(
      'SELECT json_data FROM wizard_data WHERE rut = $1 AND wizard_id = $2',
      [rut, PERSONAL_DATA_WIZARD],
    );
    const datos = missingPersonalData(
      record,
      entered.map((r) => r.json_data),
    );
    return { mostrar: datos.length > 0, datos, contacto };
  });

  // Common lists.
  implement(common.countries, () =>
    countries.map(({ codigo, nombre }) => ({ CodigoPais: codigo, NombrePais: nombre })),
  );
  const chileRegions = () => regions.map((r) => ({ Codigo: r.codigo, Glosa: r.nombre }));
  implement(common.chileRegions, () => chileRegions());
  implement(common.maritalStatus, () =>
    maritalStatuses.map(([Codigo, Glosa]) => ({ Codigo, Glosa })),
  );
  implement(common.phonePrefixes, () =>
    countries.map(({ nombre, prefijo }) => ({ Codigo: `+${prefijo}`, Glosa: nombre })),
  );
  implement(common.regionsOf, (c, { params }) => (isChile(params.country) ? chileRegions() : []));
  implement(common.citiesOf, (c, { params }) =>
    isChile(params.country)
      ? provincesOf(params.region).map((p) => ({ Codigo: p.codigo, Glosa: p.nombre }))
      : [],
  );
  implement(common.communesOf, (c, { params }) =>
    isChile(params.country)
      ? communesOf(params.city.padStart(3, '0')).map((m) => ({
          Codigo: m.codigo,
          Glosa: m.nombre,
        }))
      : [],
  );
  implement(common.fundSeries, (c, { params }) => {
    const fund = demoFunds.find((f) => f.codigo === params.fund);
    return (fund?.series ?? []).map((s) => ({ Codigo: s, Glosa: `Serie ${s}` }));
  });
  implement(common.investmentAccounts, (c, { params }) => {
    const fund = demoFunds.find((f) => f.codigo === params.fund);
    if (!fund?.series.includes(params.serie)) return [];
    const body = activeRut(c).split('-')[0] ?? '';
    return [
      { Codigo: `${body}-1`, Glosa: `Cuenta de inversión ${body}-1 (${fund.nombre})` },
      { Codigo: `${body}-2`, Glosa: `Cuenta de ahorro ${body}-2` },
    ];
  });

  implement(common.serialValidation, (_c, { request: { serialNumber } }) => {
    const validity = serialValidity(serialNumber);
    if (validity === 'malformed') throw new ApiError(400, messages.serialInvalid, ['serialNumber']);
    return { stateIdentityCard: validity === 'valid' ? 1 : 0 };
  });

  return app;
}
