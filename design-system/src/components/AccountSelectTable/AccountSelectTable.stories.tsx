import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountSelectTable, type SelectableAccount } from './AccountSelectTable.tsx';

const accounts: SelectableAccount[] = [
  { id: '1', name: 'Camila Andrea Rojas Fuentes', rut: '12.345.678-5', roles: ['Persona Natural'] },
  {
    id: '2',
    name: 'Inversiones Cordillera SpA',
    rut: '76.543.210-3',
    roles: ['Supervisor', 'Apoderado'],
  },
  { id: '3', name: 'Comercial Los Andes Limitada', rut: '77.120.450-K', roles: ['Operador'] },
];

const meta = {
  title: 'Componentes/AccountSelectTable',
  component: AccountSelectTable,
  args: { accounts, onSelect: fn() },
} satisfies Meta<typeof AccountSelectTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Selecciona una Cuenta',
    );
    const table = within(canvas.getByRole('table', { name: 'Cuentas disponibles' }));
    await expect(table.getByText('Supervisor, Apoderado')).toBeVisible();
    await userEvent.click(
      table.getByRole('button', { name: 'Ingresar a Inversiones Cordillera SpA' }),
    );
    await expect(args.onSelect).toHaveBeenCalledWith(accounts[1]);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await userEvent.tab();
    await expect(table.getByRole('button', { name: 'Nombre' })).toHaveFocus();
    await userEvent.tab();
    const first = table.getByRole('button', { name: 'Ingresar a Camila Andrea Rojas Fuentes' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(accounts[0]);
  },
};

export const Entering: Story = { args: { pendingId: '2' } };

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { accounts: [] } };

export const LongSpanishText: Story = {
  args: {
    accounts: [
      {
        id: '9',
        name: 'Sociedad de Inversiones y Asesorías Financieras del Pacífico Sur Limitada',
        rut: '96.789.123-4',
        roles: ['Supervisor', 'Operador', 'Apoderado con facultades de administración'],
      },
      ...accounts,
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
