// Statements (spec 2 `cartolas`): what can be asked for, one statement's figures and its PDF,
// always of the profile the session acts as.
import { statements as contract } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate } from '../market/iso-date.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError, validate } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { availabilityOf, checkStatementRequest, statementWindow } from './availability.ts';
import { buildStatement } from './statement.ts';
import { statementPdf } from './statement-pdf.ts';
import { toWireStatement } from './statement-wire.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';

export interface StatementOptions {
  /** How many years back a statement can start (`STATEMENT_HISTORY_YEARS`). */
  historicYears: number;
}

export function statementRoutes(deps: Deps, { historicYears }: StatementOptions) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const windowOf = (c: Context<AppEnv>) =>
    statementWindow(db, activeRut(c), marketDate(deps.now()), historicYears);

  /** The statement a checked request names, within the client's window. */
  async function statementFor(
    c: Context<AppEnv>,
    scope: contract.StatementScope,
    query: { fechaInicio: string; fechaTermino: string },
  ) {
    const from = fromCompactDate(query.fechaInicio);
    const to = fromCompactDate(query.fechaTermino);
    checkStatementRequest(await windowOf(c), scope, from, to);
    return buildStatement(db, activeRut(c), scope, from, to, deps.now());
  }

  implement(contract.availability, async (c) => availabilityOf(await windowOf(c)));

  implement(contract.statement, async (c, { params, request }) => {
    const scope = contract.statementScopeSchema.safeParse(params.alcance);
    if (!scope.success) throw new ApiError(404, contract.statementMessages.noProduct);
    return toWireStatement(await statementFor(c, scope.data, request));
  });

  // The PDF: a file outside the contract, the same query checked by the same schema.
  const pdf = nonContractRoutes.statementPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const scope = contract.statementScopeSchema.safeParse(c.req.param('alcance'));
    if (!scope.success) throw new ApiError(404, contract.statementMessages.noProduct);
    const query = validate(contract.statement.request, c.req.query());
    const statement = await statementFor(c, scope.data, query);
    const active = c.get('account').active;
    const bytes = await statementPdf(statement, { name: active.nombre, rut: active.Rut });
    const name = contract.statementFileName(scope.data, statement.from, statement.to);
    return pdfAttachment(c, bytes, name);
  });

  return app;
}
