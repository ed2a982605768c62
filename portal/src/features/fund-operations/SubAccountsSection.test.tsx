import type { subAccounts } from '@inversiones/contract';
import * as samples from '@inversiones/contract/samples/funds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camila, renderFunds, serve } from '../funds/funds.test-helper.tsx';

const main: subAccounts.SubAccount = {
  account: samples.FUNDS_ACCOUNT,
  alias: null,
  openedOn: '2019-01-03',
  valueClp: { amount: samples.FUNDS_TOTAL_CLP, currency: 'CLP' },
  byCurrency: samples.holdingsSample.byCurrency,
  holdings: samples.holdingRowsSample.length,
};
const vacaciones: subAccounts.SubAccount = {
  account: { ...samples.FUNDS_ACCOUNT, id: '10234-7', name: 'Cuenta Fondos Mutuos · Vacaciones' },
  alias: 'Vacaciones',
  openedOn: '2026-11-26',
  valueClp: { amount: 0, currency: 'CLP' },
  byCurrency: [],
  holdings: 0,
};
const listOf = (rows: subAccounts.SubAccount[]) => ({
  date: '2026-11-26',
  clientNumber: '10234',
  subAccounts: rows,
  maxSubAccounts: 10,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

/** Serves Mis Fondos with the sub-accounts; `open` answers each POST in turn. */
function serveSubAccounts(open: (body: { alias: string }, key: string) => Response) {
  const rows = [main];
  const posts: { alias: string; key: string }[] = [];
  const fetchMock = serve({
    ...camila,
    '/api/ffmm/subcuentas': (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return listOf(rows);
      const body = JSON.parse(String(init.body)) as { alias: string };
      const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
      posts.push({ ...body, key });
      const answer = open(body, key);
      if (answer.ok) rows.push(vacaciones);
      return answer;
    },
  });
  return { fetchMock, posts };
}

describe('Mis subcuentas', () => {
  it('lists the fund accounts under the holdings with their balance', async () => {
    serveSubAccounts(() => json(vacaciones));
    renderFunds('/ffmm/misFondos');
    const table = await screen.findByRole('table', { name: 'Mis subcuentas' }, { timeout: 4000 });
    const row = within(table).getByRole('row', { name: /Cuenta Fondos Mutuos/ });
    expect(row).toHaveTextContent('10234-5');
    expect(row).toHaveTextContent(/\$\s13\.023\.125/);
  });

  it('opens one named by the client: a bad name is said at the field, a taken one too, and the new one is listed with the way to invest in it', async () => {
    const user = userEvent.setup();
    let taken = true;
    const { posts } = serveSubAccounts(() => {
      if (taken) {
        taken = false;
        return json(
          { status: 409, message: 'Ya tiene una subcuenta con ese nombre. Elija otro.' },
          409,
        );
      }
      return json(vacaciones);
    });
    renderFunds('/ffmm/misFondos');
    await user.click(await screen.findByRole('button', { name: 'Abrir subcuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir una subcuenta' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la subcuenta/ });

    await user.type(name, '<b>');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir subcuenta' }));
    expect(name).toHaveAccessibleDescription(/Use solo letras, números/);
    expect(posts).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Vacaciones');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir subcuenta' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Ya tiene una subcuenta/));
    expect(name).toHaveValue('Vacaciones');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts.map((p) => p.alias)).toEqual(['Vacaciones', 'Vacaciones']);
    // A refused name gets a new key: the second try is a new operation.
    expect(posts[0]?.key).not.toBe(posts[1]?.key);
    expect(
      await screen.findByText('Subcuenta Vacaciones abierta con el número 10234-7.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invertir en esta subcuenta' })).toHaveAttribute(
      'href',
      '/ffmm/invertir?cuentaId=10234-7',
    );
    const table = await screen.findByRole('table', { name: 'Mis subcuentas' }, { timeout: 4000 });
    expect(await within(table).findByRole('row', { name: /Vacaciones/ })).toBeVisible();
  });

  it('keeps the name when opening fails, and Reintentar sends it again with the same key', async () => {
    const user = userEvent.setup();
    let down = true;
    const { posts } = serveSubAccounts(() => {
      if (down) {
        down = false;
        return json({ status: 503, message: 'caído' }, 503);
      }
      return json(vacaciones);
    });
    renderFunds('/ffmm/misFondos');
    await user.click(await screen.findByRole('button', { name: 'Abrir subcuenta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Vacaciones');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir subcuenta' }));
    expect(
      await within(dialog).findByText(
        'No fue posible abrir la subcuenta. Por favor, reintente en unos instantes.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveValue('Vacaciones');
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toBe(posts[1]?.key);
  });
});
