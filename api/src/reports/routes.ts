// Reports (spec 7): the types this profile can ask for, and each one's PDF for a period of at
// least 15 days within the historic limit, built from the same statements as the cartolas.
import { reports as contract, type statements } from '@inversiones/contract';
import { formatDisplayDate } from '@inversiones/es-cl';
import { Hono, type Context } from 'hono';
import type { Product } from '../ledger/demo-ledger.ts';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate } from '../market/iso-date.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError, validate } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { statementWindow, type StatementWindow } from '../statements/availability.ts';
import { buildStatement } from '../statements/statement.ts';
import { reportPdf } from './report-pdf.ts';

export interface ReportOptions {
  historicYears: number;
}

/** The statements a report is made of, by the products the client has (none: not offered). */
function scopesOf(
  type: contract.ReportType,
  products: readonly string[],
): statements.StatementScope[] {
  const has = (product: Product) => products.includes(product);
  switch (type) {
    case 'movimientos':
    case 'saldos':
      return products.length > 0 ? ['consolidada'] : [];
    case 'fondosMutuos':
      return has('ffmm') ? ['ffmm'] : [];
    case 'apvFlexible':
      return has('apv') ? ['apv'] : [];
    case 'corredora':
      return (['acciones', 'ccm'] as const).filter(has);
    case 'ordenesEjecutadas':
      // The broker's clients: their stock trades (none yet is an empty report, not a refusal).
      return has('acciones') ? ['acciones'] : has('ccm') ? ['ccm'] : [];
  }
}

export function reportRoutes(deps: Deps, { historicYears }: ReportOptions) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const windowOf = (c: Context<AppEnv>) =>
    statementWindow(db, activeRut(c), marketDate(deps.now()), historicYears);

  const offered = (window: StatementWindow) =>
    contract.REPORT_TYPES.filter((type) => scopesOf(type, window.products).length > 0);

  implement(contract.reportTypes, async (c) => {
    const window = await windowOf(c);
    return {
      today: window.today,
      historicYears: window.historicYears,
      earliest: window.earliest,
      types: offered(window).map((id) => ({
        id,
        name: contract.reportTypeNames[id],
        description: contract.reportTypeDescriptions[id],
      })),
    };
  });

  const pdf = nonContractRoutes.reportPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const type = contract.reportTypeSchema.safeParse(c.req.param('tipo'));
    if (!type.success) throw new ApiError(404, contract.reportMessages.noProduct);
    const query = validate(contract.reportQuery, c.req.query());
    const from = fromCompactDate(query.fechaInicio);
    const to = fromCompactDate(query.fechaTermino);
    const window = await windowOf(c);
    if (from < window.earliest) {
      const earliest = formatDisplayDate(window.earliest);
      throw new ApiError(422, contract.reportMessages.tooOld(historicYears, earliest), [
        'fechaInicio',
      ]);
    }
    if (to > window.today) {
      throw new ApiError(422, contract.reportMessages.future, ['fechaTermino']);
    }
    const scopes = scopesOf(type.data, window.products);
    if (scopes.length === 0) throw new ApiError(404, contract.reportMessages.noProduct);
    const rut = activeRut(c);
    const built = await Promise.all(
      scopes.map((scope) => buildStatement(db, rut, scope, from, to, deps.now())),
    );
    const active = c.get('account').active;
    const bytes = await reportPdf(
      { type: type.data, from, to, statements: built },
      { name: active.nombre, rut: active.Rut },
    );
    return pdfAttachment(c, bytes, contract.reportFileName(type.data, from, to));
  });

  return app;
}
