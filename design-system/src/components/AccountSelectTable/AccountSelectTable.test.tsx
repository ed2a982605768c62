import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountSelectTable, type SelectableAccount } from './AccountSelectTable.tsx';

const accounts: SelectableAccount[] = [
  { id: '1', name: 'Camila Andrea Rojas Fuentes', rut: '12.345.678-5', roles: ['Persona Natural'] },
  {
    id: '2',
    name: 'Inversiones Cordillera SpA',
    rut: '76.543.210-3',
    roles: ['Supervisor', 'Apoderado'],
  },
];

const table = () => within(screen.getByRole('table', { name: 'Cuentas disponibles' }));

describe('AccountSelectTable', () => {
  it('shows the spec texts and columns', () => {
    render(<AccountSelectTable accounts={accounts} onSelect={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Selecciona una Cuenta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('¿A cuál quieres ingresar?')).toBeInTheDocument();
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Rut', 'Perfil', 'Acción']);
    expect(table().getByText('Supervisor, Apoderado')).toBeInTheDocument();
    expect(table().getByText('76.543.210-3')).toBeInTheDocument();
  });

  it('calls onSelect with the row from its named Ingresar button', async () => {
    const onSelect = vi.fn();
    render(<AccountSelectTable accounts={accounts} onSelect={onSelect} />);
    const button = table().getByRole('button', { name: 'Ingresar a Inversiones Cordillera SpA' });
    expect(button).toHaveTextContent('Ingresar');
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(accounts[1]);
  });

  it('while entering one account, the others cannot be chosen', async () => {
    const onSelect = vi.fn();
    render(<AccountSelectTable accounts={accounts} onSelect={onSelect} pendingId="2" />);
    await userEvent.click(
      table().getByRole('button', { name: 'Ingresar a Camila Andrea Rojas Fuentes' }),
    );
    await userEvent.click(
      table().getByRole('button', { name: 'Ingresar a Inversiones Cordillera SpA' }),
    );
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows each account as a card for small screens too', () => {
    render(<AccountSelectTable accounts={accounts} onSelect={() => {}} />);
    const list = screen.getByRole('list', { name: 'Cuentas disponibles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
