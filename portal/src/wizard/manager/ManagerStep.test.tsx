import type { wizardConfig } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import type { WizardContext } from '../api/wizard-api.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import type { StepNav } from '../engine/step-props.ts';
import { ManagerStep } from './ManagerStep.tsx';

type Question = wizardConfig.Question;

const bankQuestions: Question[] = [
  {
    key: 'Banco',
    element: 'select',
    label: 'Banco',
    required: true,
    options: [
      { key: 'CHI', value: 'Banco de Chile' },
      { key: 'SEC', value: 'Banco Security' },
    ],
  },
  {
    key: 'IdTipoCtaBanc',
    element: 'select',
    label: 'Tipo de cuenta',
    required: true,
    options: [
      { key: '1', value: 'Cuenta corriente' },
      { key: '2', value: 'Cuenta vista' },
    ],
  },
  {
    key: 'IdMoneda',
    element: 'select',
    label: 'Moneda',
    required: true,
    options: [{ key: '1', value: 'Pesos chilenos (CLP)' }],
  },
  {
    key: 'CuentaBancaria',
    element: 'input',
    label: 'Número de cuenta',
    required: true,
    validation: { type: 'bank_account' },
  },
];

const account = (number: string, bank = 'CHI', type = '1') => ({
  Banco: bank,
  DescBanco: bank === 'CHI' ? 'Banco de Chile' : 'Banco Security',
  IdTipoCtaBanc: type,
  IdMoneda: '1',
  CuentaBancaria: number,
});

const agent = { Nombre: 'Valores Andinos S.A.', Rut: '76.543.210-3', FechaInicio: '15/03/2021' };

interface Setup {
  data?: Record<string, unknown>;
  limit?: number;
  nav?: StepNav;
  context?: WizardContext;
  questions?: Question[];
  withAgents?: boolean;
}

function renderManager({
  data = {},
  limit,
  nav = makeStepNav(),
  context = 'base',
  questions = bankQuestions,
  withAgents = false,
}: Setup = {}) {
  const step = {
    config: {
      type: 'manager',
      title: 'Medios de pago',
      saveable: true,
      list: {
        key: 'cuentasBancariasCliente',
        kind: 'bankAccount',
        itemName: 'Cuenta bancaria',
        base: { Estado: 'A' },
        ...(limit === undefined ? {} : { limit }),
      },
      ...(withAgents
        ? {
            secondary: {
              key: 'agentesColocadores',
              title: 'Agentes colocadores',
              itemName: 'Agente colocador',
              titleKey: 'Nombre',
              questions: [
                { key: 'Nombre', element: 'read-only-text', label: 'Razón social' },
                { key: 'Rut', element: 'read-only-text', label: 'RUT' },
              ],
            },
          }
        : {}),
    },
    items: questions,
  } as wizardConfig.WizardStep;
  render(
    <>
      <h1 id="step-heading" tabIndex={-1}>
        Medios de pago
      </h1>
      <ManagerStep
        wizardId="CUENTASBANCARIASCLIENTE"
        context={context}
        step={step}
        index={0}
        total={1}
        data={data}
        headingId="step-heading"
        nav={nav}
      />
    </>,
  );
  return nav;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillAccount(number: string, bank = 'Banco de Chile', type = 'Cuenta corriente') {
  await choose(/Banco/, bank);
  await choose(/Tipo de cuenta/, type);
  await choose(/Moneda/, 'Pesos chilenos (CLP)');
  const field = screen.getByRole('textbox', { name: /Número de cuenta/ });
  await userEvent.clear(field);
  await userEvent.type(field, number);
}

const guardar = () => screen.getByRole('button', { name: 'Guardar' });
const savedList = (nav: StepNav, call = 0) =>
  (vi.mocked(nav.save).mock.calls[call]![0] as { cuentasBancariasCliente: unknown[] })
    .cuentasBancariasCliente;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ManagerStep', { timeout: 30_000 }, () => {
  it('shows the no-data card when empty, and Continuar goes on with the list', async () => {
    const nav = renderManager();
    expect(screen.getByRole('heading', { name: 'Sin cuentas bancarias' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(nav.next).toHaveBeenCalledWith({ cuentasBancariasCliente: [] });
  });

  it('adds an account: the base item merged with the answers, saved, focus on the new card', async () => {
    const nav = renderManager({ data: { cuentasBancariasCliente: [account('11112222')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByRole('heading', { name: 'Agregar cuenta bancaria' })).toHaveFocus();
    await fillAccount('99887766', 'Banco Security', 'Cuenta vista');
    await userEvent.click(guardar());
    await waitFor(() => expect(nav.save).toHaveBeenCalledTimes(1));
    expect(savedList(nav)).toEqual([
      account('11112222'),
      {
        Estado: 'A',
        Banco: 'SEC',
        DescBanco: 'Banco Security',
        IdTipoCtaBanc: '2',
        IdMoneda: '1',
        CuentaBancaria: '99887766',
      },
    ]);
    const edit = await screen.findByRole('button', {
      name: 'Editar cuenta Banco Security terminada en 7766',
    });
    await waitFor(() => expect(edit).toHaveFocus());
    // Announced: the notice is a live status region.
    expect(
      screen
        .getAllByRole('status')
        .some((region) =>
          region.textContent?.includes('Se agregó cuenta Banco Security terminada en 7766.'),
        ),
    ).toBe(true);
  });

  it('edits the account at its index and cancelling changes nothing', async () => {
    const nav = renderManager({
      data: { cuentasBancariasCliente: [account('11112222'), account('33334444', 'SEC')] },
    });
    const second = 'Editar cuenta Banco Security terminada en 4444';
    await userEvent.click(screen.getByRole('button', { name: second }));
    const field = await screen.findByRole('textbox', { name: /Número de cuenta/ });
    expect(field).toHaveValue('33334444');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: second })).toHaveFocus());
    expect(nav.save).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: second }));
    const again = await screen.findByRole('textbox', { name: /Número de cuenta/ });
    await userEvent.clear(again);
    await userEvent.type(again, '55556666');
    await userEvent.click(guardar());
    await waitFor(() => expect(nav.save).toHaveBeenCalledTimes(1));
    expect(savedList(nav)).toEqual([account('11112222'), account('55556666', 'SEC')]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Editar cuenta Banco Security terminada en 6666' }),
      ).toHaveFocus(),
    );
  });

  it('deletes after Si, saves the shorter list, and offers Agregar again below the limit', async () => {
    const nav = renderManager({
      limit: 2,
      data: { cuentasBancariasCliente: [account('11112222'), account('33334444', 'SEC')] },
    });
    expect(screen.getByText('No se pueden agregar más elemetos a la lista.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 2222' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(nav.save).not.toHaveBeenCalled();

    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 2222' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Si' }),
    );
    await waitFor(() => expect(nav.save).toHaveBeenCalledTimes(1));
    expect(savedList(nav)).toEqual([account('33334444', 'SEC')]);
    // Focus goes to the card that took its place.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Editar cuenta Banco Security terminada en 4444' }),
      ).toHaveFocus(),
    );
    expect(
      screen.queryByRole('button', { name: /Editar cuenta Banco de Chile/ }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    expect(
      screen.queryByText('No se pueden agregar más elemetos a la lista.'),
    ).not.toBeInTheDocument();
  });

  it('hides Agregar with the spec message once an add reaches the limit', async () => {
    renderManager({ limit: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await fillAccount('12345678');
    await userEvent.click(guardar());
    expect(
      await screen.findByText('No se pueden agregar más elemetos a la lista.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
  });

  it('refuses a duplicate account before saving, with an announced message', async () => {
    const nav = renderManager({ data: { cuentasBancariasCliente: [account('0011112222')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await fillAccount('11112222');
    await userEvent.click(guardar());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cuenta ingresada ya existe, debe ingresar una cuenta nueva.');
    expect(nav.save).not.toHaveBeenCalled();
    // Another account type is another account.
    await choose(/Tipo de cuenta/, 'Cuenta vista');
    await userEvent.click(guardar());
    await waitFor(() => expect(nav.save).toHaveBeenCalledTimes(1));
  });

  it('keeps the answers after a failed save and Reintentar saves them', async () => {
    const save = vi
      .fn<StepNav['save']>()
      .mockRejectedValueOnce(new Error('Ha ocurrido un error, por favor intente más tarde...'))
      .mockImplementation(async (answers) => answers);
    const nav = renderManager({ nav: makeStepNav({ save }) });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await fillAccount('12345678');
    await userEvent.click(guardar());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error, por favor intente más tarde...',
    );
    expect(screen.getByRole('textbox', { name: /Número de cuenta/ })).toHaveValue('12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(nav.save).toHaveBeenCalledTimes(2));
    expect(savedList(nav, 1)).toEqual(savedList(nav, 0));
    expect(
      await screen.findByRole('button', { name: 'Editar cuenta Banco de Chile terminada en 5678' }),
    ).toBeInTheDocument();
  });

  it('puts a deleted account back when its save fails', async () => {
    const save = vi.fn<StepNav['save']>().mockRejectedValue(new Error('Sin conexión'));
    renderManager({
      nav: makeStepNav({ save }),
      data: { cuentasBancariasCliente: [account('11112222')] },
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 2222' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(
      await screen.findByRole('button', { name: 'Editar cuenta Banco de Chile terminada en 2222' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('opens a placement agent read-only and saves nothing', async () => {
    const nav = renderManager({ withAgents: true, data: { agentesColocadores: [agent] } });
    expect(screen.getByRole('heading', { name: 'Agentes colocadores' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Eliminar Valores Andinos/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver Valores Andinos S.A.' }));
    expect(await screen.findByRole('heading', { name: 'Agente colocador' })).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('76.543.210-3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ver Valores Andinos S.A.' })).toHaveFocus(),
    );
    expect(nav.save).not.toHaveBeenCalled();
    expect(nav.next).not.toHaveBeenCalled();
  });

  it.each([
    ['enrolamientoBco', ['Banco Security', 'Banco BCI', 'Banco de Chile']],
    ['base', ['Banco BCI', 'Banco de Chile', 'Banco Security']],
  ] as const)('in the %s context lists the banks of the service as %j', async (context, order) => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json([
            { Codigo: 'BCI', Nombre: 'Banco BCI' },
            { Codigo: 'CHI', Nombre: 'Banco de Chile' },
            { Codigo: 'SEC', Nombre: 'Banco Security' },
          ]),
        ),
      ),
    );
    const questions = [
      {
        key: 'Banco',
        element: 'select',
        label: 'Banco',
        required: true,
        service: { url: 'common/bancos', key: 'Codigo', value: 'Nombre' },
      },
      ...bankQuestions.slice(1),
    ];
    renderManager({ context, questions });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await userEvent.click(await screen.findByRole('button', { name: /Banco/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...order]);
  });
});
