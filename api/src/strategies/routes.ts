// Invest by objectives (spec 7 "strategies"): objectives, risk profiles, the simulator and the
// profile's saved strategies. Every query reads the rut of the profile the session acts for.
import { strategies as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { marketDate } from '../market/clock.ts';
import { businessDayOnOrBefore } from '../market/calendar.ts';
import { currentProfile } from '../fund-operations/profile-fit.ts';
import { profiles } from '../poll/investor-profile.ts';
import { strategyMessages as m } from './messages.ts';
import { objectives } from './model-portfolios.ts';
import { riskProfilesAsOf, simulate } from './simulation.ts';

interface Row {
  id: string;
  name: string;
  plan: contract.Plan;
  saved_at: string | number;
}

const toSaved = (row: Row): contract.SavedStrategy => ({
  ...row.plan,
  id: row.id,
  name: row.name,
  savedAt: new Date(Number(row.saved_at)).toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function strategyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  // The figures come from the last close on or before today.
  const asOf = () => businessDayOnOrBefore(marketDate(deps.now()));
  const checkObjective = (id: string) => {
    if (!objectives.some((o) => o.id === id)) {
      throw new ApiError(422, m.objectiveNotFound, ['objectiveId']);
    }
  };

  implement(contract.objectives, () => ({ objectives: [...objectives] }));

  implement(contract.riskProfiles, async (c) => {
    const id = await currentProfile(db, activeRut(c));
    const name = profiles.find((p) => p.PerfilId === id)?.Nombre ?? null;
    const date = asOf();
    return {
      asOf: date,
      profiles: riskProfilesAsOf(date, name as contract.Plan['profile'] | null),
    };
  });

  implement(contract.simulate, (_c, { request }) => {
    checkObjective(request.objectiveId);
    return simulate(request, asOf());
  });

  implement(contract.savedStrategies, async (c) => {
    const rows = await db.query<Row>(
      `SELECT id::text AS id, name, plan, saved_at FROM saved_strategies
       WHERE owner_rut = $1 ORDER BY saved_at DESC, id LIMIT $2`,
      [activeRut(c), contract.MAX_SAVED],
    );
    return { strategies: rows.map(toSaved) };
  });

  implement(contract.saveStrategy, async (c, { params, request }) => {
    if (!UUID.test(params.id)) throw new ApiError(404, m.notFound);
    checkObjective(request.objectiveId);
    const { name, ...plan } = request;
    const now = deps.now();
    // One statement: replaces the owner's strategy of this id, or adds it while under the limit.
    const [row] = await db.query<Row>(
      `INSERT INTO saved_strategies (owner_rut, id, name, plan, saved_at)
       SELECT $1, $2::uuid, $3, $4::jsonb, $5
       WHERE EXISTS (SELECT 1 FROM saved_strategies WHERE owner_rut = $1 AND id = $2::uuid)
          OR (SELECT count(*) FROM saved_strategies WHERE owner_rut = $1) < $6
       ON CONFLICT (owner_rut, id) DO UPDATE
         SET name = EXCLUDED.name, plan = EXCLUDED.plan, saved_at = EXCLUDED.saved_at
       RETURNING id::text AS id, name, plan, saved_at`,
      [activeRut(c), params.id.toLowerCase(), name, JSON.stringify(plan), now, contract.MAX_SAVED],
    );
    if (!row) throw new ApiError(409, m.tooMany(contract.MAX_SAVED));
    return toSaved(row);
  });

  implement(contract.deleteStrategy, async (c, { params }) => {
    if (!UUID.test(params.id)) throw new ApiError(404, m.notFound);
    const rows = await db.query(
      'DELETE FROM saved_strategies WHERE owner_rut = $1 AND id = $2::uuid RETURNING id',
      [activeRut(c), params.id.toLowerCase()],
    );
    if (rows.length === 0) throw new ApiError(404, m.notFound);
    return { ok: true as const };
  });

  return app;
}
