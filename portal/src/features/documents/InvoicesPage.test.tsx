import type { invoices } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { callsTo, serve } from '../funds/funds.test-helper.tsx';
import { catchSaves, file, json, renderAt } from './documents.test-helper.tsx';
import { InvoicesPage } from './InvoicesPage.tsx';

const invoice = (year: number, month: number): invoices.Invoice => {
  const mm = String(month).padStart(2, '0');
  return {
    key: `FA-10023401-${year}${mm}`,
    folio: `${String(year).slice(2)}${mm}110023401`,
    type: 'administracion',
    month: `${year}-${mm}`,
    issuedOn: `${year}-${mm}-28`,
    accountId: '100234-01',
    net: { amount: 84_034, currency: 'CLP' },
    vat: { amount: 15_966, currency: 'CLP' },
    total: { amount: 100_000, currency: 'CLP' },
  };
};

const listOf = (year: number, months: number): invoices.InvoiceList => ({
  year,
  firstYear: 2024,
  lastYear: 2026,
  invoices: Array.from({ length: months }, (_, i) => invoice(year, months - i)),
});

let saved: string[];
beforeEach(() => {
  saved = catchSaves();
});
afterEach(() => vi.unstubAllGlobals());

function show(
  url = '/infoDocs/facturas',
  zip: (url: URL, init?: RequestInit) => Response = () =>
    file('PK\u0003\u0004zip', 'facturas-20261127.zip', 'application/zip'),
) {
  const fetchMock = serve({
    '/api/bolsa/facturas': (u: URL) => listOf(Number(u.searchParams.get('anio') ?? 2026), 12),
    '/api/bolsa/facturas/zip': zip,
    '/api/bolsa/facturas/FA-10023401-202612/factura.pdf': () =>
      file('%PDF-1.7', 'factura-2612110023401.pdf'),
  });
  renderAt('infoDocs/facturas', url, <InvoicesPage />);
  return fetchMock;
}

const table = async () =>
  within(await screen.findByRole('table', { name: /^Facturas emitidas en/ }));

describe('Facturas', () => {
  it("shows the latest year's invoices and zips the chosen ones in one call", async () => {
    const fetchMock = show();
    const rows = await table();
    expect(callsTo(fetchMock, '/api/bolsa/facturas')).toHaveLength(1);
    for (const folio of ['2612110023401', '2611110023401', '2610110023401']) {
      await userEvent.click(rows.getByRole('checkbox', { name: `Seleccionar factura ${folio}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Descargar seleccionados' }));
    await waitFor(() => expect(saved).toEqual(['facturas-20261127.zip']));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/zip'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      claves: ['FA-10023401-202612', 'FA-10023401-202611', 'FA-10023401-202610'],
    });
  });

  it('changes the year with the picker, and downloads one invoice', async () => {
    const fetchMock = show();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Año anterior' }));
    await screen.findByRole('table', { name: 'Facturas emitidas en 2025' });
    expect(callsTo(fetchMock, '/api/bolsa/facturas').at(-1)?.searchParams.get('anio')).toBe('2025');
    await userEvent.click(screen.getByRole('button', { name: 'Año siguiente' }));
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Descargar factura 2612110023401' }));
    await waitFor(() => expect(saved).toEqual(['factura-2612110023401.pdf']));
  });

  it("keeps the selection and shows the server's refusal of a zip", async () => {
    show('/infoDocs/facturas?anio=2025', () =>
      json(
        {
          message:
            'El documento FA-10023401-202501 no existe o no está disponible para este perfil.',
          status: 404,
        },
        404,
      ),
    );
    const rows = await table();
    await userEvent.click(
      rows.getByRole('checkbox', { name: 'Seleccionar factura 2512110023401' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar seleccionados' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El documento FA-10023401-202501 no existe o no está disponible para este perfil.',
    );
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('an expired session during a download goes to the login, the row kept failed', async () => {
    const navigate = vi.fn<(to: string) => void>();
    setNavigator(navigate);
    serve({
      '/api/bolsa/facturas': listOf(2026, 3),
      '/api/bolsa/facturas/FA-10023401-202603/factura.pdf': () =>
        json({ message: 'Su sesión expiró.', status: 401 }, 401),
    });
    renderAt('infoDocs/facturas', '/infoDocs/facturas', <InvoicesPage />);
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Descargar factura 2603110023401' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login/401'));
    expect(saved).toEqual([]);
  });

  it('a row whose answer is not a PDF fails with Reintentar, and nothing is saved', async () => {
    serve({
      '/api/bolsa/facturas': listOf(2026, 3),
      '/api/bolsa/facturas/FA-10023401-202603/factura.pdf': () => file('<html>', 'x.pdf'),
    });
    renderAt('infoDocs/facturas', '/infoDocs/facturas', <InvoicesPage />);
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Descargar factura 2603110023401' }));
    expect(
      await rows.findByRole('button', { name: 'Reintentar factura 2603110023401' }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
