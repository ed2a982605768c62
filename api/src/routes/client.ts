import { common, type Client } from '@inversiones/contract';
import { Hono, type Context, type Handler } from 'hono';
import {
  activeRut,
  requireChannel,
  requireSession,
  type AppEnv,
  type Deps,
} from '../auth/guard.ts';
import { communesOf, provincesOf, regions } from '@inversiones/es-cl/territory';
import { countries, demoFunds, maritalStatuses } from '../data/lists.ts';
import { ApiError, body } from '../http.ts';
import { messages } from '../messages.ts';
import { buildMenu, roleOf } from './menu-tree.ts';

/** A path parameter (always present on the routes that read it). */
const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? '';

const isChile = (country: string) => ['CL', '152', '1'].includes(country.toUpperCase());

/** Client, menu, messages, notifications, chat, executive calendar and the common lists. */
export function clientRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const guard = requireSession(deps);
  // Middleware per path (not '*'): unknown /api paths keep their plain 404.
  const get = (path: string, handler: Handler<AppEnv>) => {
    app.use(path, requireChannel, guard);
    app.get(path, handler);
  };
  const post = (path: string, handler: Handler<AppEnv>) => {
    app.use(path, requireChannel, guard);
    app.post(path, handler);
  };

  get('/client', async (c) => {
    const rut = activeRut(c);
    const [row] = await db.query<{ data: Omit<Client, 'Create'> }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [rut],
    );
    if (!row) throw new ApiError(404, messages.notFound);
    return c.json({ ...row.data, Create: new Date(now()).toISOString() });
  });

  get('/menu', (c) => {
    const { active, profiles } = c.get('account');
    const menu = buildMenu(roleOf(active, profiles.filter((p) => p.IsActive).length));
    const id = c.req.query('id');
    return c.json(id ? menu.filter((entry) => entry.id === id) : menu);
  });

  get('/common/notificaciones', async (c) => {
    const rows = await db.query<{ route: string; message: string }>(
      'SELECT route, message FROM notifications WHERE rut = $1 AND NOT read ORDER BY id',
      [activeRut(c)],
    );
    return c.json({ notifications: rows, notificationCount: rows.length });
  });

  get('/common/mensajes', async (c) => {
    const rows = await db.query<{ priority: 1 | 2 | 3; text: string }>(
      'SELECT priority, text FROM messages WHERE rut IS NULL OR rut = $1 ORDER BY id',
      [activeRut(c)],
    );
    return c.json(rows);
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
  get('/chat', async (c) => c.json({ habilitado: await chatEnabled(activeRut(c)) }));
  get('/chat/link', async (c) => {
    const habilitado = await chatEnabled(activeRut(c));
    return c.json({ habilitado, url: habilitado ? '/chat/sala' : '' });
  });

  get('/ejecutivo/calendario', async (c) => {
    const email = c.req.query('email') ?? '';
    const { active } = c.get('account');
    const [row] = await db.query<{ data: Client }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [active.Rut],
    );
    const known = row?.data.Ejecutivos.some((e) => e.Email.toLowerCase() === email.toLowerCase());
    const natural = active.MandataryTypes.some((t) => t.Id === 0);
    return c.json({
      Vigente: Boolean(known && natural),
      Id: known && natural ? `cal-${email.split('@')[0]}` : '',
    });
  });

  get('/cliente/validacionContacto', async (c) => {
    const [row] = await db.query<{ data: { Email?: string; Telefono?: string } }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [activeRut(c)],
    );
    const missing = !row?.data.Email || !row.data.Telefono;
    return c.json({ mostrar: missing, place: missing ? 'home' : '' });
  });

  get('/cliente/datosFaltantes', async (c) => {
    const [row] = await db.query<{
      data: { Email?: string; Telefono?: string; Direccion?: unknown };
    }>('SELECT data FROM client_records WHERE rut = $1', [activeRut(c)]);
    const datos: string[] = [];
    if (!row?.data.Email) datos.push('Correo electrónico');
    if (!row?.data.Telefono) datos.push('Teléfono celular');
    if (!row?.data.Direccion) datos.push('Dirección particular');
    return c.json({ mostrar: datos.length > 0, datos });
  });

  // Common lists.
  get('/common/paises', (c) =>
    c.json(countries.map(([CodigoPais, NombrePais]) => ({ CodigoPais, NombrePais }))),
  );
  const chileRegions = () => regions.map((r) => ({ Codigo: r.codigo, Glosa: r.nombre }));
  get('/common/regiones', (c) => c.json(chileRegions()));
  get('/common/estadoCivil', (c) =>
    c.json(maritalStatuses.map(([Codigo, Glosa]) => ({ Codigo, Glosa }))),
  );
  get('/common/prefijosTelefonicos', (c) =>
    c.json(countries.map(([, nombre, prefix]) => ({ Codigo: `+${prefix}`, Glosa: nombre }))),
  );
  get('/pais/:country/regiones', (c) => c.json(isChile(param(c, 'country')) ? chileRegions() : []));
  get('/pais/:country/region/:region/ciudades', (c) =>
    c.json(
      isChile(param(c, 'country'))
        ? provincesOf(param(c, 'region')).map((p) => ({ Codigo: p.codigo, Glosa: p.nombre }))
        : [],
    ),
  );
  get('/pais/:country/ciudad/:city/comunas', (c) =>
    c.json(
      isChile(param(c, 'country'))
        ? communesOf(param(c, 'city').padStart(3, '0')).map((m) => ({
            Codigo: m.codigo,
            Glosa: m.nombre,
          }))
        : [],
    ),
  );
  get('/formasDePago/fondo/:fund/series', (c) => {
    const fund = demoFunds.find((f) => f.codigo === param(c, 'fund'));
    return c.json((fund?.series ?? []).map((s) => ({ Codigo: s, Glosa: `Serie ${s}` })));
  });
  get('/formasDePago/fondo/:fund/:serie/cuentasInversion', (c) => {
    const fund = demoFunds.find((f) => f.codigo === param(c, 'fund'));
    if (!fund?.series.includes(param(c, 'serie'))) return c.json([]);
    const body = activeRut(c).split('-')[0] ?? '';
    return c.json([
      { Codigo: `${body}-1`, Glosa: `Cuenta de inversión ${body}-1 (${fund.nombre})` },
      { Codigo: `${body}-2`, Glosa: `Cuenta de ahorro ${body}-2` },
    ]);
  });

  // Identity-card serial: 9 digits, optionally after a letter. Demo rule: '999...' is expired.
  post('/cliente/carnet/serie/vigencia', async (c) => {
    const { serialNumber } = await body(c, common.serialValidation.request);
    const clean = serialNumber.replace(/\./g, '').toUpperCase();
    if (!/^[A-Z]?\d{9}$/.test(clean)) {
      throw new ApiError(400, messages.serialInvalid, ['serialNumber']);
    }
    return c.json({ stateIdentityCard: clean.replace(/^[A-Z]/, '').startsWith('999') ? 0 : 1 });
  });

  return app;
}
