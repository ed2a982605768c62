import { wizard } from '@inversiones/contract';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';

/**
 * Chilean banks for the bank-account form (wizard-spec 3 and 5), ordered by name. SEC is the
 * firm's own bank: the portal lists it first in the enrolamientoBco context.
 */
export const banks: wizard.Bank[] = [
  { Codigo: 'BCI', Nombre: 'Banco BCI' },
  { Codigo: 'BIC', Nombre: 'Banco BICE' },
  { Codigo: 'BTG', Nombre: 'Banco BTG Pactual Chile' },
  { Codigo: 'CON', Nombre: 'Banco Consorcio' },
  { Codigo: 'CHI', Nombre: 'Banco de Chile' },
  { Codigo: 'FAL', Nombre: 'Banco Falabella' },
  { Codigo: 'INT', Nombre: 'Banco Internacional' },
  { Codigo: 'ITA', Nombre: 'Banco Itaú' },
  { Codigo: 'RIP', Nombre: 'Banco Ripley' },
  { Codigo: 'SAN', Nombre: 'Banco Santander' },
  { Codigo: 'SEC', Nombre: 'Banco Security' },
  { Codigo: 'EST', Nombre: 'BancoEstado' },
  { Codigo: 'COO', Nombre: 'Coopeuch' },
  { Codigo: 'SCO', Nombre: 'Scotiabank Chile' },
];

/** The bank list (`GET /common/bancos`), for logged-in clients like the other common lists. */
export function bankRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  implementer(app, deps)(wizard.bankList, () => banks);
  return app;
}
