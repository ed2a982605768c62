// Statements through the API, read back from their PDFs: each month's closing is the next one's
// opening, units reconcile per holding, and the funds' closing equals Mis Fondos on that date
// (PGlite, or PostgreSQL with DATABASE_URL).
import { funds, statements } from '@inversiones/contract';
import { monthRange } from '@inversiones/es-cl';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText, printedPesos as pesos } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

const compact = (iso: string) => iso.replaceAll('-', '');

const query = (from: string, to: string) =>
  `fechaInicio=${compact(from)}&fechaTermino=${compact(to)}`;

function statementOf(browser: TestBrowser, scope: string, month: string) {
  const { from, to } = monthRange(month);
  return read(browser, statements.statement, `/cartolas/${scope}?${query(from, to)}`);
}

describe('statements', () => {
  it('offers the complete months within the historic limit, and the products the client has', async () => {
    const camila = await demo.as(CAMILA);
    const available = await read(camila, statements.availability, '/cartolas/disponibles');
    expect(available).toMatchObject({ today: '2026-11-27', historicYears: 5 });
    // Five years back (her accounts are older).
    expect(available.earliest).toBe('2021-11-27');
    expect(available.months.slice(0, 3)).toEqual(['2026-10', '2026-09', '2026-08']);
    expect(available.months.at(-1)).toBe('2021-12');
    expect(available.scopes.map((s) => s.id)).toEqual([
      'consolidada',
      'ffmm',
      'apv',
      'acciones',
      'ccm',
    ]);
  });

  it('chains three months across a year boundary: each closing is the next opening, units reconcile', async () => {
    const camila = await demo.as(CAMILA);
    for (const scope of ['consolidada', 'ffmm', 'acciones'] as const) {
      const months = ['2025-11', '2025-12', '2026-01'];
      const chain = [];
      for (const month of months) chain.push(await statementOf(camila, scope, month));
      for (const [i, s] of chain.entries()) {
        expect(s.opening.amount + s.netContributions.amount + s.result.amount).toBe(
          s.closing.amount,
        );
        const next = chain[i + 1];
        if (next) expect(next.opening).toEqual(s.closing);
        for (const line of s.lines) {
          const moved = s.movements
            .filter((m) => m.accountId === line.accountId && m.name === line.name)
            .reduce((sum, m) => sum + Math.round(m.units * 10_000), 0);
          expect(Math.round(line.openingUnits * 10_000) + moved, line.name).toBe(
            Math.round(line.closingUnits * 10_000),
          );
        }
      }
      if (scope === 'acciones') {
        // Her three shares, bought in 2024 and 2025, at each month's close.
        expect(chain.every((s) => s.lines.length === 3 && s.closing.amount > 0)).toBe(true);
      } else {
        // Her monthly PAC shows in every month.
        expect(chain.every((s) => s.movements.some((m) => m.kind === 'aporte'))).toBe(true);
      }
    }
  });

  it("closes the funds' statement at what Mis Fondos showed that day, and prints the same figures", async () => {
    const camila = await demo.as(CAMILA);
    const statement = await statementOf(camila, 'ffmm', '2026-10');
    const myFunds = await read(camila, funds.balanceReport, '/ffmm/saldos?fecha=20261031');
    expect(statement.closing).toEqual(myFunds.total);

    const response = await camila.get(
      `${statements.statementPdfPath('ffmm')}?${query('2026-10-01', '2026-10-31')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="cartola-ffmm-2026-10.pdf"',
    );
    const bytes = await response.arrayBuffer();
    const text = await pdfText(bytes.slice(0));
    expect(text).toContain('Cartola de Fondos Mutuos');
    expect(text).toContain('Período: del 01/10/2026 al 31/10/2026');
    expect(text).toContain('Cliente: Camila Andrea Rojas Fuentes - RUT 12.345.678-5');
    expect(text).toContain(`Saldo inicial al 30/09/2026 ${pesos(statement.opening.amount)}`);
    expect(text).toContain(`Saldo final al 31/10/2026 ${pesos(statement.closing.amount)}`);
    expect(text).toContain(pesos(statement.result.amount));
    for (const movement of statement.movements) expect(text).toContain(movement.folio);

    // The same statement gives the same bytes.
    const again = await camila.get(
      `${statements.statementPdfPath('ffmm')}?${query('2026-10-01', '2026-10-31')}`,
    );
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('names a period that is not a month by its dates', async () => {
    const camila = await demo.as(CAMILA);
    const response = await camila.get(
      `${statements.statementPdfPath('consolidada')}?${query('2026-10-01', '2026-11-15')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="cartola-consolidada-20261001-20261115.pdf"',
    );
  });

  it('refuses a period under 15 days, older than the historic limit, past today, or a product she lacks', async () => {
    const camila = await demo.as(CAMILA);
    const refusal = async (path: string) => {
      const response = await camila.get(path);
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    const short = await refusal(`/cartolas/ffmm?${query('2026-10-01', '2026-10-10')}`);
    expect(short.status).toBe(400);
    expect(short.body.message).toContain(
      'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
    );
    expect(await refusal(`/cartolas/ffmm?${query('2021-10-01', '2021-10-31')}`)).toMatchObject({
      status: 422,
      body: {
        message: 'Las cartolas están disponibles para los últimos 5 años: desde el 27/11/2021.',
      },
    });
    expect(await refusal(`/cartolas/ffmm?${query('2026-11-15', '2026-12-15')}`)).toMatchObject({
      status: 422,
      body: { message: 'La fecha de término no puede ser posterior a hoy.' },
    });
    expect((await refusal(`/cartolas/ulla?${query('2026-10-01', '2026-10-31')}`)).status).toBe(404);
    expect(
      (await camila.get(`/cartolas/ulla/cartola.pdf?${query('2026-10-01', '2026-10-31')}`)).status,
    ).toBe(404);
  });

  it("gives each profile its own statement: Rodrigo's own, then the company's he supervises", async () => {
    const own = await demo.as(RODRIGO, '2001');
    const company = await demo.as(RODRIGO, '2002');
    const a = await statementOf(own, 'consolidada', '2026-10');
    const b = await statementOf(company, 'consolidada', '2026-10');
    expect(a.closing.amount).toBeGreaterThan(0);
    expect(b.closing.amount).toBeGreaterThan(0);
    expect(a.closing).not.toEqual(b.closing);
    const mine = new Set(a.lines.map((l) => l.accountId));
    expect(b.lines.some((l) => mine.has(l.accountId))).toBe(false);
  });
});
