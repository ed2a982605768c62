import type { investmentLines } from '@inversiones/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, serve } from '../funds/funds.test-helper.tsx';
import { pesos } from '../stocks/stocks.test-helper.ts';
import { InvestmentLinePage } from './InvestmentLinePage.tsx';

const PATH = '/api/bolsa/lineasInversion';

const line: investmentLines.InvestmentLine = {
  numero: 'LI-100234-01',
  monto: pesos(10_000_000),
  utilizado: pesos(1_767_704),
  disponible: pesos(8_232_296),
  tasaMensual: 0.85,
  vencimiento: '2027-06-13',
  vigente: true,
};

const request: investmentLines.LineRequest = {
  folio: '910001',
  monto: pesos(15_000_000),
  fecha: '2026-11-27T13:30:00.000Z',
  estado: 'enEvaluacion',
};

/** GET answers `read`; each POST the next of `posts`, its body kept in `bodies`. */
function serveLine(read: investmentLines.InvestmentLineResponse, posts: unknown[] = []) {
  const bodies: unknown[] = [];
  serve({
    [PATH]: (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return read;
      bodies.push(JSON.parse(String(init.body)));
      return posts.shift();
    },
  });
  return bodies;
}

const renderPage = () =>
  renderRoutes(
    '/acciones/lineaInversion',
    <Route path="acciones/lineaInversion" element={<InvestmentLinePage />} />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing amounts through React Aria in jsdom: slow when the whole suite runs on two cores.
describe('InvestmentLinePage', { timeout: 20_000 }, () => {
  it('shows what the line lends and asks for a larger one, checked before it is sent', async () => {
    const bodies = serveLine({ linea: line, solicitud: null }, [request]);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Línea de inversión' })).toBeVisible();
    const summary = await screen.findByRole('region', { name: 'Línea N° LI-100234-01' });
    expect(summary).toHaveTextContent('Disponible para comprar');
    expect(summary).toHaveTextContent('$ 8.232.296');
    expect(summary).toHaveTextContent('Monto aprobado$ 10.000.000');
    expect(summary).toHaveTextContent('Utilizado$ 1.767.704');
    expect(summary).toHaveTextContent('Tasa de interés mensual0,85 %');
    expect(summary).toHaveTextContent('Vencimiento13/06/2027');

    const form = screen.getByRole('region', { name: 'Solicitar un monto mayor' });
    const amount = screen.getByRole('textbox', { name: /Monto de la línea que solicita/ });
    await user.type(amount, '5000000');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Debe ser mayor que su línea actual, de $ 10.000.000.'),
    ).toBeInTheDocument();
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '15050000');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Ingrese un monto múltiplo de $ 100.000.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '15000000');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText(
        'Recibimos su solicitud de una línea de $ 15.000.000. Su ejecutivo le informará el resultado.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ monto: 15_000_000 }]);
    expect(form).not.toBeInTheDocument();
  });

  it('a request that fails keeps the amount and offers Reintentar; a refusal is said at the field', async () => {
    const bodies = serveLine({ linea: null, solicitud: null }, [
      new Response('caído', { status: 503 }),
      json({ message: 'Ya tiene una solicitud de línea en evaluación.', status: 409 }, 409),
    ]);
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(/Usted no tiene una línea de inversión\. Puede solicitarla aquí/),
    ).toBeInTheDocument();
    screen.getByRole('region', { name: 'Solicitar una línea de inversión' });
    const amount = screen.getByRole('textbox', { name: /Monto de la línea que solicita/ });
    await user.type(amount, '3000000');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText(
        'No pudimos enviar su solicitud. El monto se mantiene: intente de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('3.000.000');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(
      await screen.findByText('Ya tiene una solicitud de línea en evaluación.'),
    ).toBeInTheDocument();
    expect(amount).toHaveFocus();
  });

  it('a request in evaluation replaces the form; an expired line says it', async () => {
    serveLine({ linea: { ...line, vigente: false, disponible: pesos(0) }, solicitud: request });
    renderPage();
    expect(
      await screen.findByText(
        'Su línea venció el 13/06/2027: no puede pagar compras con ella. Solicite su renovación.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Su solicitud de una línea de \$ 15\.000\.000, del 27\/11\/2026 10:30/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });
});
