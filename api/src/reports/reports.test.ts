// Reports through the API, read back from their PDFs: the types each profile can ask for, each
// report printing the figures of the statement of the same period, and the period's limits on
// both ends (PGlite, or PostgreSQL with DATABASE_URL).
import { reports, statements } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { read as body, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText, printedPesos as pesos } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });
const OCTOBER = 'fechaInicio=20261001&fechaTermino=20261031';

async function reportText(browser: TestBrowser, type: reports.ReportType, query = OCTOBER) {
  const response = await browser.get(`${reports.reportPdfPath(type)}?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="informe-${type}-20261001-20261031.pdf"`,
  );
  return pdfText(await response.arrayBuffer());
}

const statementOf = (browser: TestBrowser, scope: statements.StatementScope) =>
  read(browser, statements.statement, `/cartolas/${scope}?${OCTOBER}`);

describe('reports', () => {
  it('offers each profile the reports of the products it has', async () => {
    const camila = await demo.as(CAMILA);
    const rodrigo = await demo.as(RODRIGO, '2001');
    const types = async (browser: TestBrowser) =>
      (await read(browser, reports.reportTypes, '/informes/tipos')).types.map((t) => t.id);
    expect(await types(camila)).toEqual([
      'movimientos',
      'saldos',
      'fondosMutuos',
      'apvFlexible',
      'corredora',
      'ordenesEjecutadas',
    ]);
    expect(await types(rodrigo)).toEqual(['movimientos', 'saldos', 'fondosMutuos']);
  });

  it("prints the same figures as the period's statements", async () => {
    const camila = await demo.as(CAMILA);
    const all = await statementOf(camila, 'consolidada');
    const balances = await reportText(camila, 'saldos');
    expect(balances).toContain('Informe de saldos');
    expect(balances).toContain(`Saldo final al 31/10/2026 ${pesos(all.closing.amount)}`);

    const movements = await reportText(camila, 'movimientos');
    expect(all.movements.length).toBeGreaterThan(0);
    for (const movement of all.movements) expect(movements).toContain(movement.folio);

    for (const [type, scope] of [
      ['fondosMutuos', 'ffmm'],
      ['apvFlexible', 'apv'],
    ] as const) {
      const statement = await statementOf(camila, scope);
      const text = await reportText(camila, type);
      expect(text).toContain(`Saldo inicial al 30/09/2026 ${pesos(statement.opening.amount)}`);
      expect(text).toContain(`Saldo final al 31/10/2026 ${pesos(statement.closing.amount)}`);
    }

    const broker = await reportText(camila, 'corredora');
    const ccm = await statementOf(camila, 'ccm');
    expect(broker).toContain('Altamira Corredores de Bolsa S.A.');
    expect(broker).toContain(`Saldo final al 31/10/2026 ${pesos(ccm.closing.amount)}`);
    const orders = await reportText(camila, 'ordenesEjecutadas');
    expect(orders).toContain('Órdenes ejecutadas Fecha');
    expect(orders).toContain('Sin movimientos en el período.');
  });

  it('refuses a period under 15 days, beyond the historic limit or past today, and a report of a product missing', async () => {
    const camila = await demo.as(CAMILA);
    const rodrigo = await demo.as(RODRIGO, '2001');
    const refusal = async (browser: TestBrowser, type: string, query: string) => {
      const response = await browser.get(`/informes/${type}/informe.pdf?${query}`);
      return { status: response.status, message: (await body(response)).message as string };
    };
    const short = await refusal(camila, 'saldos', 'fechaInicio=20261001&fechaTermino=20261010');
    expect(short.status).toBe(400);
    expect(short.message).toContain('El período debe ser de al menos 15 días');
    expect(await refusal(camila, 'saldos', 'fechaInicio=20211001&fechaTermino=20211031')).toEqual({
      status: 422,
      message: 'Los informes abarcan los últimos 5 años: desde el 27/11/2021.',
    });
    expect(
      (await refusal(camila, 'saldos', 'fechaInicio=20261101&fechaTermino=20261215')).status,
    ).toBe(422);
    expect((await refusal(rodrigo, 'apvFlexible', OCTOBER)).status).toBe(404);
    expect((await refusal(camila, 'otro', OCTOBER)).status).toBe(404);
  });
});
