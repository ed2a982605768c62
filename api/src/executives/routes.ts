import { executives, type Client } from '@inversiones/contract';
import { Hono } from 'hono';
import { helpDeskFromEnv } from '../config.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';

const helpDesk = helpDeskFromEnv();

type Executive = Client['Ejecutivos'][number] & { Telefono?: string };

/**
 * Mis Ejecutivos: the executives on the Client record of the rut the session acts for, which is
 * the company's for a supervisor acting for it; the help desk always comes along.
 */
export function executiveRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  implement(executives.executives, async (c) => {
    const [row] = await db.query<{
      data: Partial<Omit<Client, 'Ejecutivos'>> & { Ejecutivos?: Executive[] };
    }>('SELECT data FROM client_records WHERE rut = $1', [activeRut(c)]);
    const record = row?.data ?? {};
    return {
      titular: c.get('account').active.nombre,
      ejecutivos: (record.Ejecutivos ?? []).map((e) => ({
        nombre: e.Nombre,
        email: e.Email,
        ...(e.Telefono ? { telefono: e.Telefono } : {}),
      })),
      mesaDeAyuda: helpDesk,
    };
  });

  return app;
}
