// My documents and my company's documents (spec 2 `my-documents`, `my-company-documents`): every
// document of the profile the session acts as, by type and period (the last 12 months by default,
// within the historic limit).
import { myDocuments as contract } from '@inversiones/contract';
import { formatDisplayDate } from '@inversiones/es-cl';
import { Hono, type Context } from 'hono';
import { marketDate } from '../market/clock.ts';
import { addDays, fromCompactDate } from '../market/iso-date.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { statementWindow } from '../statements/availability.ts';
import { listDocuments } from './documents-list.ts';

export interface MyDocumentOptions {
  historicYears: number;
}

type Query = { tipo?: contract.MyDocumentType; fechaInicio?: string; fechaTermino?: string };

export function myDocumentRoutes(deps: Deps, { historicYears }: MyDocumentOptions) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  async function answer(c: Context<AppEnv>, query: Query): Promise<contract.MyDocuments> {
    const rut = activeRut(c);
    const today = marketDate(deps.now());
    const { earliest } = await statementWindow(db, rut, today, historicYears);
    const lastYear = addDays(today, -365);
    const from = query.fechaInicio
      ? fromCompactDate(query.fechaInicio)
      : lastYear > earliest
        ? lastYear
        : earliest;
    const to = query.fechaTermino ? fromCompactDate(query.fechaTermino) : today;
    if (from < earliest) {
      throw new ApiError(422, contract.myDocumentMessages.tooOld(formatDisplayDate(earliest)), [
        'fechaInicio',
      ]);
    }
    if (to > today) throw new ApiError(422, contract.myDocumentMessages.future, ['fechaTermino']);
    const documents = await listDocuments(db, {
      rut,
      today,
      earliest,
      historicYears,
      from,
      to,
      type: query.tipo,
    });
    return { from, to, earliest, documents };
  }

  implement(contract.myDocuments, (c, { request }) => answer(c, request));
  implement(contract.companyDocuments, (c, { request }) => answer(c, request));
  return app;
}
