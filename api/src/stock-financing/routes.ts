// Financed share positions (spec 7 "simultaneas" and "ventacorta"), read-only: the active
// profile's simultáneas with their terms and signature state, and its ventas cortas valued at the
// share's price now.
import { stockFinancing as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { simultaneasOf, ventasCortasOf } from './positions.ts';

export function stockFinancingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  implement(contract.simultaneas, (c) => simultaneasOf(db, activeRut(c), deps.now()));
  implement(contract.ventasCortas, (c) => ventasCortasOf(db, activeRut(c), deps.now()));

  return app;
}
