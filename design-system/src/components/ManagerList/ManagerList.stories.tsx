import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BankAccountList,
  type BankAccount,
  type BankAccountListProps,
} from './BankAccountList.tsx';
import {
  sampleBankAccounts,
  sampleNewBankAccount,
  samplePlacementAgents,
  type PlacementAgent,
} from './sample-data.ts';

/** The list keeping its own items, as the wizard's manager step does. */
function StatefulList(props: BankAccountListProps<PlacementAgent>) {
  const [items, setItems] = useState<readonly BankAccount[]>(props.items);
  return (
    <BankAccountList<PlacementAgent>
      {...props}
      items={items}
      onAdd={() => {
        props.onAdd?.();
        setItems((list) => [...list, sampleNewBankAccount(list.length + 1)]);
      }}
      onDelete={(account, index) => {
        props.onDelete?.(account, index);
        setItems((list) => list.filter((entry) => entry.id !== account.id));
      }}
    />
  );
}

/** The bank-account list whose secondary list holds placement agents. */
const AccountsWithAgents = BankAccountList<PlacementAgent>;

const meta = {
  title: 'Componentes/ManagerList',
  component: AccountsWithAgents,
  args: {
    items: sampleBankAccounts,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  render: (args) => <StatefulList {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountsWithAgents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bank accounts: bank, type, currency and '•••• 4321'; edit names the account. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', {
      name: 'Editar cuenta Banco de Chile terminada en 4321',
    });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(sampleBankAccounts[0], 0);
  },
};

/** Keyboard only: Eliminar, the 'No' / 'Si' question, Si; focus moves to the next card. */
export const DeleteWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(document.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Eliminar cuenta Banco de Chile terminada en 4321' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Si' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Editar cuenta Banco Santander terminada en 7765' }),
      ).toHaveFocus(),
    );
  },
};

/** No accounts yet: the 'no data' card and the 'Agregar' card. */
export const Empty: Story = { args: { items: [] } };

/** One 'Agregar' away from the limit: the spec's message appears and Agregar is disabled. */
export const LimitReached: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Agregar' });
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(
      await canvas.findByText('No se pueden agregar más elemetos a la lista.'),
    ).toBeVisible();
  },
};

/** The read-only placement agents under the accounts, with an info tip. */
export const WithPlacementAgents: Story = {
  args: {
    secondary: {
      title: 'Agentes colocadores',
      info: 'Los agentes colocadores los informa su ejecutivo: puede consultarlos o quitarlos, no editarlos.',
      items: samplePlacementAgents,
      getKey: (agent: PlacementAgent) => agent.rut,
      getItemName: (agent: PlacementAgent) => `agente ${agent.name}`,
      getItemTitle: (agent: PlacementAgent) => agent.name,
      getItemFields: (agent: PlacementAgent) => [
        { label: 'RUT', value: agent.rut },
        { label: 'Desde', value: agent.since },
      ],
      onView: fn(),
      onRemove: fn(),
    },
  },
};

export const Loading: Story = { args: { items: [], isLoading: true } };

export const LoadError: Story = {
  args: {
    items: [],
    errorMessage:
      'No fue posible obtener sus cuentas bancarias. Por favor, reintente en unos instantes.',
    onRetry: fn(),
  },
};

/** While saving every action is disabled. */
export const Disabled: Story = { args: { isDisabled: true } };

export const LongSpanishText: Story = {
  args: {
    title: 'Cuentas bancarias registradas para el abono de rescates y dividendos',
    items: [
      {
        id: 'long',
        bankName: 'Banco de Crédito e Inversiones Sociedad Anónima Bancaria',
        accountType: 'Cuenta Corriente en Moneda Extranjera con Línea de Crédito',
        currency: 'Dólar de los Estados Unidos de América (USD)',
        accountNumber: '000-1234-5678-9012',
      },
      ...sampleBankAccounts.slice(1),
    ],
  },
};

/** At 375 px, one card per row and Agregar as a button beside the title. */
export const Mobile: Story = { tags: ['mobile'], args: { addVariant: 'button' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { limit: 3 },
};
