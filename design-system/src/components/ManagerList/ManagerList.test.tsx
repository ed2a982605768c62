import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BankAccountList, type BankAccount } from './BankAccountList.tsx';
import { ManagerList } from './ManagerList.tsx';

const accounts: BankAccount[] = [
  {
    id: 'a1',
    bankName: 'Banco de Chile',
    accountType: 'Cuenta Corriente',
    currency: 'Pesos (CLP)',
    accountNumber: '00-123-04321',
  },
  {
    id: 'a2',
    bankName: 'Banco Santander',
    accountType: 'Cuenta Vista',
    currency: 'Dólar (USD)',
    accountNumber: '7700998877',
  },
];

interface Agent {
  rut: string;
  name: string;
}

const agents: Agent[] = [{ rut: '76.543.210-3', name: 'Valores Andinos S.A.' }];

/** The list with its own state, as a wizard step would keep it. */
function Stateful({ initial = accounts, limit }: { initial?: BankAccount[]; limit?: number }) {
  const [items, setItems] = useState(initial);
  return (
    <BankAccountList
      items={items}
      limit={limit}
      onAdd={() =>
        setItems((list) => [
          ...list,
          {
            id: `n${list.length}`,
            bankName: 'BancoEstado',
            accountType: 'CuentaRUT',
            currency: 'Pesos (CLP)',
            accountNumber: `1234500${list.length}`,
          },
        ])
      }
      onEdit={() => undefined}
      onDelete={(account) => setItems((list) => list.filter((entry) => entry !== account))}
    />
  );
}

describe('ManagerList', () => {
  it('shows bank, type, currency and a masked number read as "terminada en"', () => {
    render(<BankAccountList items={accounts} onEdit={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Cuentas bancarias' });
    const card = within(region).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { level: 3, name: 'Banco de Chile' })).toBeVisible();
    expect(card).toHaveTextContent('Cuenta Corriente');
    expect(card).toHaveTextContent('Pesos (CLP)');
    expect(card).toHaveTextContent('•••• 4321');
    expect(card).not.toHaveTextContent('04321');
    expect(within(card).getByText('terminada en 4321')).toBeInTheDocument();
  });

  it('names edit and delete after the item and calls onEdit with it', async () => {
    const onEdit = vi.fn();
    render(<BankAccountList items={accounts} onEdit={onEdit} onDelete={() => undefined} />);
    expect(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 4321' }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Editar cuenta Banco Santander terminada en 8877' }),
    );
    expect(onEdit).toHaveBeenCalledWith(accounts[1], 1);
  });

  it('asks No / Si before deleting: No keeps the item', async () => {
    const onDelete = vi.fn();
    render(<BankAccountList items={accounts} onDelete={onDelete} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 4321' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar' });
    expect(dialog).toHaveAccessibleDescription(
      '¿Está seguro que desea eliminar cuenta Banco de Chile terminada en 4321?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('Si deletes, announces it and moves focus to the neighbouring card', async () => {
    render(<Stateful />);
    const remove = screen.getByRole('button', {
      name: 'Eliminar cuenta Banco de Chile terminada en 4321',
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Banco de Chile')).toBeNull();
    expect(
      screen.getByText('Se eliminó cuenta Banco de Chile terminada en 4321.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Editar cuenta Banco Santander terminada en 8877' }),
      ).toHaveFocus(),
    );
  });

  it('deleting the last item leaves focus on Agregar in the no-data card', async () => {
    render(<Stateful initial={[accounts[0]!]} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 4321' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByRole('heading', { name: 'Sin cuentas bancarias' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar' })).toHaveFocus());
  });

  it('at the limit: Agregar disabled and the spec message announced', async () => {
    render(<Stateful limit={3} />);
    const add = screen.getByRole('button', { name: 'Agregar' });
    expect(screen.getAllByRole('status')[0]).toBeEmptyDOMElement();
    await userEvent.click(add);
    expect(add).toBeDisabled();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'No se pueden agregar más elemetos a la lista.',
    );
  });

  it('default limit is 20; atLimit="hide" removes Agregar', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      ...accounts[0]!,
      id: String(index),
    }));
    const { rerender } = render(
      <BankAccountList items={many.slice(0, 19)} onAdd={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeEnabled();
    rerender(<BankAccountList items={many} onAdd={() => undefined} atLimit="hide" />);
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(screen.getByText('No se pueden agregar más elemetos a la lista.')).toBeVisible();
  });

  it('empty: the no-data card, and Agregar as a button when asked', async () => {
    const onAdd = vi.fn();
    render(<BankAccountList items={[]} onAdd={onAdd} addVariant="button" />);
    expect(screen.getByRole('heading', { name: 'Sin cuentas bancarias' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('secondary list: read-only cards with Ver, remove and an info tip', async () => {
    const onView = vi.fn();
    const onRemove = vi.fn();
    render(
      <ManagerList<BankAccount, Agent>
        title="Cuentas"
        items={accounts}
        getKey={(account) => account.id}
        getItemName={(account) => account.bankName}
        secondary={{
          title: 'Agentes colocadores',
          info: 'Informados por su ejecutivo.',
          items: agents,
          getKey: (agent) => agent.rut,
          getItemName: (agent) => `agente ${agent.name}`,
          getItemTitle: (agent) => agent.name,
          getItemFields: (agent) => [{ label: 'RUT', value: agent.rut }],
          onView,
          onRemove,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Agentes colocadores' });
    expect(within(region).getByText('Solo lectura')).toBeVisible();
    expect(within(region).queryByRole('button', { name: /^Editar/ })).toBeNull();
    await userEvent.click(
      within(region).getByRole('button', { name: 'Ver agente Valores Andinos S.A.' }),
    );
    expect(onView).toHaveBeenCalledWith(agents[0], 0);
    await userEvent.click(
      within(region).getByRole('button', { name: 'Eliminar agente Valores Andinos S.A.' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Si' }));
    expect(onRemove).toHaveBeenCalledWith(agents[0], 0);
    expect(
      within(region).getByRole('button', { name: 'Más información sobre Agentes colocadores' }),
    ).toBeInTheDocument();
  });

  it('loading is busy without cards; error offers Reintentar', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<BankAccountList items={[]} isLoading onAdd={() => undefined} />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<BankAccountList items={[]} errorMessage="Intente nuevamente." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la lista');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
