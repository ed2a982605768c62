import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import cuentas from '../../../../api/wizards/CUENTASBANCARIASCLIENTE.json';
import ebCuentas from '../../../../api/wizards/EBCUENTASBANCARIASCLIENTE.json';
import { setNavigator } from '../../errors/navigation.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';
import { stubWizardApi } from '../engine/stub-wizard-api.test-helper.ts';
import { Wizard } from '../engine/Wizard.tsx';

// The demo configurations through the engine: the manager step registered, the bank list from
// its service, saves through the wizard's data endpoint.

const banks = [
  { Codigo: 'BCI', Nombre: 'Banco BCI' },
  { Codigo: 'CHI', Nombre: 'Banco de Chile' },
  { Codigo: 'SEC', Nombre: 'Banco Security' },
];

/** The wizard API stub plus the bank list. */
function stubApi(options: Parameters<typeof stubWizardApi>[0]) {
  const api = stubWizardApi(options);
  const wizardFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/common/bancos')
      ? Promise.resolve(
          new Response(JSON.stringify(banks), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      : wizardFetch(input, init),
  );
  return api;
}

const account = (number: string) => ({
  Banco: 'CHI',
  DescBanco: 'Banco de Chile',
  IdTipoCtaBanc: '1',
  IdMoneda: '1',
  CuentaBancaria: number,
});

beforeAll(async () => {
  await import('./ManagerStep.tsx');
}, 60_000);

const slow = { timeout: 10_000 };

beforeEach(() => startTestSession(vi.fn()));

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
});

describe('bank-account wizards of the demo', { timeout: 60_000 }, () => {
  it('EBCUENTASBANCARIASCLIENTE lists SEC first, saves the added account and goes on', async () => {
    const api = stubApi({ templates: { EBCUENTASBANCARIASCLIENTE: ebCuentas } });
    render(<Wizard wizardId="EBCUENTASBANCARIASCLIENTE" context="enrolamientoBco" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar' }, slow));
    await userEvent.click(await screen.findByRole('button', { name: /Banco/ }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Banco Security');
    await userEvent.click(options[0]!);
    await userEvent.click(screen.getByRole('button', { name: /Tipo de cuenta/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cuenta vista' }));
    await userEvent.click(screen.getByRole('button', { name: /Moneda/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pesos chilenos (CLP)' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Número de cuenta/ }), '70012345');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await screen.findByRole('button', { name: 'Editar cuenta Banco Security terminada en 2345' });
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]!.id).toBe('EBCUENTASBANCARIASCLIENTE');
    expect(api.puts[0]!.body.jsonData.cuentasBancariasCliente).toEqual([
      {
        CuentaBancaria: '70012345',
        Banco: 'SEC',
        DescBanco: 'Banco Security',
        IdMoneda: '1',
        IdTipoCtaBanc: '2',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Los datos se han guardado con éxito.')).toBeInTheDocument();
    expect(api.puts[1]!.body.jsonData.cuentasBancariasCliente).toHaveLength(1);
  });

  it('CUENTASBANCARIASCLIENTE stops at its limit of 3, shows the agents read-only, and deletes', async () => {
    const api = stubApi({
      templates: { CUENTASBANCARIASCLIENTE: cuentas },
      data: {
        CUENTASBANCARIASCLIENTE: {
          cuentasBancariasCliente: [account('111'), account('222'), account('333')],
          agentesColocadores: [{ Nombre: 'Inversiones Cordillera AGF S.A.', Rut: '96.512.200-1' }],
        },
      },
    });
    render(<Wizard wizardId="CUENTASBANCARIASCLIENTE" />);
    expect(
      await screen.findByText('No se pueden agregar más elemetos a la lista.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    const agents = screen.getByRole('region', { name: 'Agentes colocadores' });
    expect(
      within(agents).getByRole('button', { name: 'Ver Inversiones Cordillera AGF S.A.' }),
    ).toBeInTheDocument();
    expect(within(agents).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Editar cuenta Banco de Chile/ })).toHaveLength(
        3,
      ),
    );
    // Delete inside the wizard's dialog: the No / Si question opens over it; Si saves.
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 222' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Si' }),
    );
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]!.body.jsonData.cuentasBancariasCliente).toEqual([
      account('111'),
      account('333'),
    ]);
    expect(await screen.findByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  });
});
