import type { currencySpot } from '@inversiones/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../funds/funds.test-helper.tsx';
import { CurrencySpotPage } from './CurrencySpotPage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const price = {
  tipo: 'compra' as const,
  currency: 'USD' as const,
  rate: 947.46,
  observedRate: { value: 941.81, date: '2026-11-27' },
  spread: 0.6,
};

const quoteOf = (id: string): currencySpot.Quote => ({
  id,
  ...price,
  amount: { amount: 1000, currency: 'USD' },
  clpAmount: { amount: 947_460, currency: 'CLP' },
  accounts: { debit: '100234-03', credit: '100234-04' },
  // The server's clock, a day behind the browser's: the countdown runs from the answer.
  quotedAt: '2026-11-26T16:20:00.000Z',
  expiresAt: '2026-11-26T16:21:00.000Z',
});

const operation: currencySpot.Operation = {
  folio: '1000614',
  ...price,
  amount: { amount: 1000, currency: 'USD' },
  clpAmount: { amount: 947_460, currency: 'CLP' },
  accounts: { debit: '100234-03', credit: '100234-04' },
  tradeDate: '2026-11-27',
  createdAt: '2026-11-27T16:20:30.000Z',
};

const accounts = {
  date: '2026-11-27',
  accounts: [
    {
      account: {
        id: '100234-03',
        product: 'ccm',
        name: 'Cuenta Corriente',
        currency: 'CLP',
        apvRegime: null,
      },
      available: { amount: 1_200_000, currency: 'CLP' },
    },
    {
      account: {
        id: '100234-04',
        product: 'ccm',
        name: 'Cuenta Corriente',
        currency: 'USD',
        apvRegime: null,
      },
      available: { amount: 1_200, currency: 'USD' },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

interface Answers {
  active?: { activo: boolean; mensaje: string | null };
  quote: (body: unknown, n: number) => Response;
  confirm?: (body: unknown, key: string) => Response;
}

function show({ active = { activo: true, mensaje: null }, quote, confirm }: Answers) {
  const quotes: unknown[] = [];
  const confirms: { body: unknown; key: string }[] = [];
  serve({
    '/api/spot/divisas/activo': active,
    '/api/spot/divisas/cuentas': accounts,
    '/api/spot/divisas/precio': { ...price, at: '2026-11-27T16:20:00.000Z' },
    '/api/spot/divisas/formasPago': {
      tipo: 'compra',
      methods: [
        {
          id: 'saldoCcmPesos',
          name: 'Saldo en cuenta corriente en pesos',
          accountId: '100234-03',
          available: { amount: 1_200_000, currency: 'CLP' },
        },
      ],
    },
    '/api/spot/divisas/operaciones': (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return { page: 1, pageSize: 10, total: 0, rows: [] };
      const body: unknown = JSON.parse(String(init.body));
      const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
      confirms.push({ body, key });
      return confirm ? confirm(body, key) : json(operation);
    },
    '/api/spot/divisas/cotizaciones': (_url: URL, init?: RequestInit) => {
      const body: unknown = JSON.parse(String(init?.body));
      quotes.push(body);
      return quote(body, quotes.length);
    },
  });
  render(
    <MemoryRouter initialEntries={['/compraVentaDivisas']}>
      <Routes>
        <Route path="compraVentaDivisas" element={<CurrencySpotPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { quotes, confirms };
}

async function askQuote() {
  const form = await screen.findByRole('form', { name: 'Datos de la operación' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Monto en dólares/ }), '1000');
  await userEvent.click(within(form).getByRole('button', { name: 'Cotizar' }));
  return screen.findByRole('region', { name: 'Cotización' });
}

describe('Compra y Venta de Divisas', () => {
  it('quotes the amount, retries a failed confirmation with the same key and shows the voucher', async () => {
    let attempt = 0;
    const { quotes, confirms } = show({
      quote: () => json(quoteOf('q'.repeat(22))),
      confirm: () => {
        attempt += 1;
        return attempt === 1 ? json({ message: 'Error', status: 503 }, 503) : json(operation);
      },
    });
    const quote = await askQuote();
    expect(quotes).toEqual([{ tipo: 'compra', monto: 1000 }]);
    expect(quote).toHaveFocus();
    expect(within(quote).getByText('Cotización vigente')).toBeVisible();
    expect(within(quote).getByRole('timer')).toHaveTextContent(/Vence en (1:00|0:5\d)/);
    await userEvent.click(within(quote).getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByText(/No fue posible confirmar la operación/)).toBeVisible();
    await userEvent.click(within(quote).getByRole('button', { name: 'Confirmar compra' }));
    expect(
      await screen.findByRole('heading', { name: 'Compra de dólares realizada' }),
    ).toHaveFocus();
    expect(confirms).toHaveLength(2);
    expect(confirms[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirms[1]?.key).toBe(confirms[0]?.key);
    expect(confirms[0]?.body).toEqual({ cotizacionId: 'q'.repeat(22) });
  });

  it('takes a quote the server let expire off the table, and confirms only the new one', async () => {
    const { confirms } = show({
      quote: (_body, n) => json(quoteOf(String(n).repeat(22))),
      confirm: (body) =>
        (body as { cotizacionId: string }).cotizacionId === '1'.repeat(22)
          ? json(
              {
                message: 'La cotización venció. Cotice de nuevo para continuar.',
                status: 422,
                path: ['cotizacionId'],
              },
              422,
            )
          : json(operation),
    });
    const quote = await askQuote();
    await userEvent.click(within(quote).getByRole('button', { name: 'Confirmar compra' }));
    expect(await within(quote).findByText('Cotización vencida')).toBeVisible();
    expect(within(quote).queryByRole('button', { name: 'Confirmar compra' })).toBeNull();
    await userEvent.click(within(quote).getByRole('button', { name: 'Cotizar de nuevo' }));
    const fresh = await screen.findByRole('region', { name: 'Cotización' });
    expect(await within(fresh).findByText('Cotización vigente')).toBeVisible();
    await userEvent.click(within(fresh).getByRole('button', { name: 'Confirmar compra' }));
    await screen.findByRole('heading', { name: 'Compra de dólares realizada' });
    expect(confirms.map((c) => c.body)).toEqual([
      { cotizacionId: '1'.repeat(22) },
      { cotizacionId: '2'.repeat(22) },
    ]);
    expect(confirms[1]?.key).not.toBe(confirms[0]?.key);
  });

  it("shows the desk's refusal of a quote and keeps the amount; 'Modificar' goes back to it", async () => {
    show({
      quote: (_body, n) =>
        n === 1
          ? json(
              {
                message: 'No tiene saldo suficiente para realizar esta operación.',
                status: 422,
              },
              422,
            )
          : json(quoteOf('q'.repeat(22))),
    });
    const form = await screen.findByRole('form', { name: 'Datos de la operación' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Monto en dólares/ }), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Cotizar' }));
    expect(
      await screen.findByText('No tiene saldo suficiente para realizar esta operación.'),
    ).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Monto en dólares/ })).toHaveValue('1.000');
    await userEvent.click(within(form).getByRole('button', { name: 'Cotizar' }));
    const quote = await screen.findByRole('region', { name: 'Cotización' });
    await userEvent.click(within(quote).getByRole('button', { name: 'Modificar' }));
    const back = await screen.findByRole('form', { name: 'Datos de la operación' });
    expect(within(back).getByRole('textbox', { name: /Monto en dólares/ })).toHaveValue('1.000');
    expect(within(back).getByRole('radio', { name: 'Comprar dólares' })).toHaveFocus();
  });

  it('asks for the amount, within the limits, before quoting', async () => {
    const { quotes } = show({ quote: () => json(quoteOf('q'.repeat(22))) });
    const form = await screen.findByRole('form', { name: 'Datos de la operación' });
    const amount = within(form).getByRole('textbox', { name: /Monto en dólares/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Cotizar' }));
    expect(await within(form).findByText('Ingrese el monto en dólares.')).toBeVisible();
    await userEvent.type(amount, '99');
    await userEvent.click(within(form).getByRole('button', { name: 'Cotizar' }));
    expect(
      await within(form).findByText(/^El monto mínimo por operación es US\$\s100,00\.$/),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100001');
    await userEvent.click(within(form).getByRole('button', { name: 'Cotizar' }));
    expect(
      await within(form).findByText(
        /^El monto máximo por operación en el portal es US\$\s100\.000,00\./,
      ),
    ).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(quotes).toHaveLength(0);
  });

  it('says why a client cannot trade, without the form', async () => {
    show({
      active: { activo: false, mensaje: 'Para comprar y vender dólares necesita una cuenta.' },
      quote: () => json({}),
    });
    expect(
      await screen.findByText('Para comprar y vender dólares necesita una cuenta.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Datos de la operación' })).toBeNull();
  });
});
