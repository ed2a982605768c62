import { tefeBeneficiaries } from '@inversiones/contract';
import {
  bankSample,
  beneficiaryFieldsSample,
  beneficiarySample,
} from '@inversiones/contract/samples/tefe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderRoutes, serve, type Answers } from '../funds/funds.test-helper.tsx';
import { BeneficiariesPage } from './BeneficiariesPage.tsx';
import { BeneficiaryPage } from './BeneficiaryPage.tsx';

const LIST = '/api/tefe/beneficiarios';
const catalogues: Answers = {
  '/api/tefe': { activo: true, mensaje: null },
  '/api/tefe/paises': {
    paises: [
      { id: 1, nombre: 'Estados Unidos', iso: 'US', usaAba: true },
      { id: 2, nombre: 'España', iso: 'ES', usaAba: false },
    ],
  },
  '/api/tefe/tiposMonedas': {
    monedas: [
      { id: 1, codigo: 'USD', nombre: 'Dólar estadounidense' },
      { id: 2, codigo: 'EUR', nombre: 'Euro' },
    ],
  },
  '/api/tefe/bancosInternacionales/CHASUS33': {
    BankName: bankSample.BankName,
    SwiftCode: 'CHASUS33',
    Country: 'US',
    City: bankSample.City,
    Address: bankSample.Address,
  },
  [LIST]: { beneficiarios: [], total: 0, numeroPagina: 1, registrosPagina: 10 },
};

const renderPages = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="tefe/beneficiarios" element={<BeneficiariesPage />} />
      <Route path="tefe/beneficiarios/nuevo" element={<BeneficiaryPage mode="create" />} />
      <Route path="tefe/beneficiarios/:id" element={<BeneficiaryPage key="s" mode="show" />} />
      <Route
        path="tefe/beneficiarios/:id/editar"
        element={<BeneficiaryPage key="e" mode="edit" />}
      />
    </>,
  );

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
/** The JSON bodies sent to `path` with `method`. */
const sent = (fetchMock: ReturnType<typeof serve>, path: string, method: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BeneficiaryPage', { timeout: 30_000 }, () => {
  it('lists what is missing, finds the bank by SWIFT, and registers with numbers and the copied contact', async () => {
    const user = userEvent.setup();
    const created = beneficiarySample(9, 'Laura', 'Gómez', 3);
    const fetchMock = serve({
      ...catalogues,
      [LIST]: (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? created
          : { beneficiarios: [created], total: 1, numeroPagina: 1, registrosPagina: 10 },
    });
    renderPages('/tefe/beneficiarios/nuevo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuevo beneficiario' }),
    ).toBeVisible();

    // Sent empty: a summary of what is missing takes the focus, nothing is sent.
    await user.click(await screen.findByRole('button', { name: 'Registrar beneficiario' }));
    const summary = await screen.findByRole('group', {
      name: 'Revise los siguientes datos antes de continuar',
    });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Nombres');
    expect(summary).toHaveTextContent('Ingrese el nombre.');
    expect(summary).toHaveTextContent('Seleccione un país.');
    expect(summary).toHaveTextContent(tefeBeneficiaries.beneficiaryMessages.swift);
    expect(sent(fetchMock, LIST, 'POST')).toEqual([]);

    await user.type(field('Nombres'), 'Laura');
    await user.type(field(/Apellido paterno/), 'Gómez');
    await user.type(field(/Apellido materno/), 'Reyes');
    await user.type(field(/^Alias/), 'Laura Miami');
    await choose(user, /País de residencia/, 'Estados Unidos');
    await user.type(field(/^Dirección(?! del banco)/), '1200 Brickell Avenue, Miami');
    await user.type(field(/^Código de país del teléfono/), '1');
    await user.type(field(/^Teléfono/), '30555x');
    await user.tab();
    expect(field(/^Teléfono/)).toHaveAccessibleDescription(
      expect.stringContaining(tefeBeneficiaries.beneficiaryMessages.phone),
    );
    await user.clear(field(/^Teléfono/));
    await user.type(field(/^Teléfono/), '3055550100');
    await user.type(
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      'laura.gomez@example.com',
    );

    await user.type(field(/^Código SWIFT/), 'chasus33');
    await user.click(screen.getByRole('button', { name: 'Buscar banco del beneficiario' }));
    expect(
      await screen.findByText(
        `Encontramos ${bankSample.BankName}: revise sus datos y complete la cuenta.`,
      ),
    ).toBeVisible();
    expect(field(/^Nombre del banco/)).toHaveValue(bankSample.BankName);
    // A bank in the United States also needs its ABA routing number.
    await user.type(field(/^Número de cuenta/), '000123456789');
    await user.type(field(/^Código ABA/), '021000021');

    await user.click(screen.getByRole('button', { name: 'Registrar beneficiario' }));
    await waitFor(() => expect(sent(fetchMock, LIST, 'POST')).toHaveLength(1));
    expect(sent(fetchMock, LIST, 'POST')[0]).toEqual({
      ...beneficiaryFieldsSample,
      DNI: '',
      IntermediaryBank: null,
    });
    // Back on the list, which says what happened.
    expect(
      await screen.findByText(/Laura Gómez quedó registrado y pendiente de aprobación/),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tefe\/beneficiarios$/);
  });

  it('keeps every value when the save fails, and sends them again with Reintentar', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = serve({
      ...catalogues,
      [LIST]: (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return catalogues[LIST];
        attempts += 1;
        return attempts === 1
          ? json({ message: 'Error', status: 503 }, 503)
          : beneficiarySample(9, 'Acme Trading', '', 3);
      },
    });
    renderPages('/tefe/beneficiarios/nuevo');
    await user.click(await screen.findByRole('radio', { name: 'Empresa' }));
    // A company has a legal name and no last names.
    expect(screen.queryByRole('textbox', { name: /Apellido paterno/ })).toBeNull();
    await user.type(field(/^Razón social/), 'Acme Trading');
    await choose(user, /País de residencia/, 'España');
    await user.type(field(/^Dirección(?! del banco)/), 'Calle Mayor 1, Madrid');
    await user.type(field(/^Código de país del teléfono/), '34');
    await user.type(field(/^Teléfono/), '915550100');
    // Its own contact this time.
    await user.click(screen.getByRole('checkbox', { name: /como contacto/ }));
    await user.type(field(/^Código de país del teléfono de contacto/), '34');
    await user.type(field(/^Teléfono de contacto/), '915550199');
    await user.type(field(/^Código SWIFT/), 'BBVAESMM');
    await user.type(field(/^Nombre del banco/), 'BBVA');
    await choose(user, /País del banco/, 'España');
    await user.type(field(/^Número de cuenta/), 'ES9121000418450200051332');
    // No ABA outside the United States.
    expect(screen.queryByRole('textbox', { name: /Código ABA/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Registrar beneficiario' }));
    expect(await screen.findByText(/El servicio no respondió/)).toBeVisible();
    expect(field(/^Razón social/)).toHaveValue('Acme Trading');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/tefe\/beneficiarios$/),
    );
    const [first, second] = sent(fetchMock, LIST, 'POST');
    expect(second).toEqual(first);
    expect(second).toMatchObject({
      Type: 2,
      Name: 'Acme Trading',
      FatherLastName: '',
      MotherLastName: '',
      PhoneCode: 34,
      Phone: 915550100,
      ContactPhoneCode: 34,
      ContactPhone: 915550199,
      ContactEmail: '',
      Bank: { SwiftCode: 'BBVAESMM', Country: 'ES', AbaCode: '' },
    });
  });

  it('edits with an intermediary bank through the PUT with an empty State', async () => {
    const user = userEvent.setup();
    const laura = {
      ...beneficiarySample(4, 'Laura', 'Gómez', 1),
      ...beneficiaryFieldsSample,
      DNI: '',
    };
    const fetchMock = serve({
      ...catalogues,
      '/api/tefe/beneficiarios/4': (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT' ? { ...laura, StatusId: 3 } : { ...laura, IntermediaryBank: null },
    });
    renderPages('/tefe/beneficiarios/4/editar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modificar beneficiario' }),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Nombres' })).toHaveValue('Laura');
    await user.click(screen.getByRole('checkbox', { name: /banco intermediario/ }));
    const intermediary = screen.getByRole('region', { name: 'Banco intermediario' });
    const inside = (name: RegExp) => within(intermediary).getByRole('textbox', { name });
    await user.type(inside(/^Código SWIFT/), 'CITIUS33');
    await user.type(inside(/^Nombre del banco/), 'Citibank N.A.');
    await user.click(within(intermediary).getByRole('button', { name: /País del banco/ }));
    await user.click(await screen.findByRole('option', { name: 'Estados Unidos' }));
    await user.type(inside(/^Número de cuenta/), '99887766');
    await user.type(inside(/^Código ABA/), '021000089');
    await user.type(inside(/^Ciudad/), 'New York');
    await user.type(inside(/^Dirección del banco/), '383 Madison Avenue');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(sent(fetchMock, '/api/tefe/beneficiarios/4', 'PUT')).toHaveLength(1),
    );
    expect(sent(fetchMock, '/api/tefe/beneficiarios/4', 'PUT')[0]).toEqual({
      State: '',
      User: 'WEB',
      Beneficiary: { ...beneficiaryFieldsSample, DNI: '' },
    });
    expect(
      await screen.findByText(
        /Los cambios de Laura Gómez Reyes quedaron guardados y pendientes de aprobación/,
      ),
    ).toBeVisible();
  });

  it('shows one beneficiary with Modificar while it may change, and says when it may not', async () => {
    const fetchMock = serve({
      ...catalogues,
      '/api/tefe/beneficiarios/4': beneficiarySample(4, 'Laura', 'Gómez', 1),
      '/api/tefe/beneficiarios/6': beneficiarySample(6, 'Viktor', 'Bout', 6),
    });
    const { unmount } = renderPages('/tefe/beneficiarios/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
    // Codes and ids read as names from the catalogues.
    const card = screen.getByRole('article', { name: 'Laura Gómez' });
    await waitFor(() => expect(card).toHaveTextContent('Dólar estadounidense (USD)'));
    expect(within(card).getAllByText('Estados Unidos').length).toBeGreaterThan(0);
    expect(within(card).queryByText('US')).toBeNull();
    expect(screen.getByRole('link', { name: 'Modificar a Laura Gómez' })).toHaveAttribute(
      'href',
      '/tefe/beneficiarios/4/editar',
    );
    unmount();
    renderPages('/tefe/beneficiarios/6/editar');
    expect(await screen.findByText(/ya no se puede modificar/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(callsTo(fetchMock, '/api/tefe/beneficiarios/6')).toHaveLength(1);
  });
});
