import type { reports } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serve } from '../funds/funds.test-helper.tsx';
import { catchSaves, file, json, renderAt } from './documents.test-helper.tsx';
import { ReportsPage } from './ReportsPage.tsx';

const available: reports.ReportTypes = {
  today: '2026-11-27',
  historicYears: 5,
  earliest: '2021-11-27',
  types: [
    { id: 'movimientos', name: 'Informe de movimientos', description: 'Todos los movimientos.' },
    { id: 'saldos', name: 'Informe de saldos', description: 'Sus saldos por instrumento.' },
  ],
};

const pdf = () => file('%PDF-1.7 informe', 'informe-saldos-20261001-20261031.pdf');

let saved: string[];
beforeEach(() => {
  saved = catchSaves();
});
afterEach(() => vi.unstubAllGlobals());

function show(answers: Record<string, unknown> = {}) {
  const fetchMock = serve({
    '/api/informes/tipos': available,
    '/api/informes/saldos/informe.pdf': pdf,
    ...answers,
  });
  renderAt('infoDocs/informes', '/infoDocs/informes', <ReportsPage />);
  return fetchMock;
}

async function typeDate(label: string, digits: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  const [day] = within(group).getAllByRole('spinbutton');
  await userEvent.click(day!);
  await userEvent.keyboard(digits);
}

describe('Informes', () => {
  it('downloads the chosen report for a period, and refuses a period before the historic limit without a call', async () => {
    const fetchMock = show();
    await userEvent.click(await screen.findByRole('button', { name: /Informe/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Informe de saldos' }));
    expect(screen.getByText('Sus saldos por instrumento.')).toBeVisible();

    await typeDate('Fecha de inicio', '01102021');
    await typeDate('Fecha de término', '31102021');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar informe' }));
    expect(
      await screen.findByText('Los informes abarcan los últimos 5 años: desde el 27/11/2021.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/informes/saldos/informe.pdf')).toHaveLength(0);

    await typeDate('Fecha de inicio', '01102026');
    await typeDate('Fecha de término', '31102026');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar informe' }));
    await waitFor(() => expect(saved).toEqual(['informe-saldos-20261001-20261031.pdf']));
    const [call] = callsTo(fetchMock, '/api/informes/saldos/informe.pdf');
    expect(call?.searchParams.get('fechaInicio')).toBe('20261001');
    expect(call?.searchParams.get('fechaTermino')).toBe('20261031');
  });

  it("shows the server's refusal and keeps the period typed", async () => {
    show({
      '/api/informes/movimientos/informe.pdf': () =>
        json({ message: 'No tiene productos para ese informe.', status: 404 }, 404),
    });
    await screen.findByRole('button', { name: /Informe/ });
    await typeDate('Fecha de inicio', '01102026');
    await typeDate('Fecha de término', '31102026');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar informe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tiene productos para ese informe.',
    );
    const start = screen.getByRole('group', { name: /^Fecha de inicio/ });
    expect(within(start).getAllByRole('spinbutton')[0]).toHaveTextContent('01');
    expect(saved).toEqual([]);
  });
});
