import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayTransactionList, type PayTransactionListProps } from './PayTransactionList.tsx';
import { sampleManyTransactions, sampleTransactions } from './sample-transactions.ts';

/** The screen keeps the filter: the story starts on the args' filter and follows the select. */
function WithFilter(props: PayTransactionListProps) {
  const [statusFilter, setStatusFilter] = useState(props.statusFilter);
  return (
    <PayTransactionList
      {...props}
      statusFilter={statusFilter}
      onStatusFilterChange={(id) => {
        setStatusFilter(id);
        props.onStatusFilterChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Componentes/PayTransactionList',
  component: PayTransactionList,
  args: {
    transactions: sampleTransactions,
    statusFilter: 0,
    onStatusFilterChange: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  argTypes: { statusFilter: { control: { type: 'range', min: 0, max: 8 } } },
  render: (args) => <WithFilter {...args} />,
} satisfies Meta<typeof PayTransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; 'Anular' only on the rows the client may still cancel, named by the row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Mis transacciones' }));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('27/11/2026 12:05');
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('Pendiente');
    await expect(
      table.getByRole('button', { name: /^Anular transacción de \$.500\.000 en Banco Andino$/ }),
    ).toBeVisible();
    await expect(table.getAllByRole('button', { name: /^Anular/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /Estado/ })).toHaveTextContent('Todas');
  },
};

/** The Estado select from the keyboard: only the cancelled transactions remain. */
export const FilteredByStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Estado/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Anulada' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith(8);
    const table = within(canvas.getByRole('table', { name: 'Mis transacciones' }));
    await expect(table.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText('Se muestra 1 transacción con estado Anulada.')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** 'Anular' asks first, naming the amount and the bank; 'Volver' has the focus. */
export const ConfirmCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Anular transacción de .*500\.000/ }));
    const screen = within(document.body);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Anular esta transacción?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Se anulará el pago de $ 500.000 en Banco Andino, iniciado el 27/11/2026 a las 12:05. Esta acción no se puede deshacer.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Volver' })).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** 'Anular transacción' confirms: onCancel gets the transaction and the dialog closes. */
export const CancelConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Anular transacción de .*150\.000/ }));
    const screen = within(document.body);
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Anular transacción' }));
    await expect(args.onCancel).toHaveBeenCalledWith(sampleTransactions[5]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The cancel is on its way: that row's button shows 'Anulando...'. */
export const Cancelling: Story = {
  args: { cancellingId: 'p1' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('Anulando...');
    await expect(
      table.getByRole('button', { name: /^Anulando transacción de .*500\.000 en Banco Andino$/ }),
    ).toBeVisible();
  },
};

/** Back from the bank: the transaction just paid is marked 'Recién pagada'. */
export const JustPaid: Story = {
  args: { highlightedId: 'p1' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(within(table.getAllByRole('row')[1]!).getByText('Recién pagada')).toBeVisible();
  },
};

/** Twelve transactions: ten a page. */
export const Paginated: Story = {
  args: { transactions: sampleManyTransactions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
  },
};

/** Pages served by the API: the first page of 23, and 'Siguiente' asks for the second. */
export const ServerPaged: Story = {
  args: {
    transactions: sampleManyTransactions.slice(0, 10),
    serverPages: { page: 1, pageCount: 3, onPageChange: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    const pages = canvas.getByRole('navigation', { name: 'Páginas de Mis transacciones' });
    await expect(within(pages).getByText('Página 1 de 3')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));
    await expect(args.serverPages?.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A status without transactions. */
export const EmptyForStatus: Story = {
  args: { statusFilter: 6 },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getByText('No hay transacciones con este estado.')).toBeVisible();
  },
};

/** No payment yet. */
export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getByText('Aún no ha realizado pagos con botón de pago.')).toBeVisible();
  },
};

export const Loading: Story = { args: { transactions: [], isLoading: true } };

export const LoadError: Story = {
  args: { transactions: [], hasError: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar sus transacciones',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongSpanishText: Story = {
  args: {
    highlightedId: 'l1',
    transactions: [
      {
        id: 'l1',
        createdAt: '2026-11-27T18:45:00-03:00',
        bankName: 'Banco de Crédito e Inversiones Internacionales del Cono Sur',
        amount: 123456789,
        currency: 'CLP',
        purpose:
          'Inversión en Fondo Mutuo Estrategia Conservadora de Renta Fija Nacional e Internacional, Serie APV',
        statusId: 2,
        canCancel: true,
      },
      {
        id: 'l2',
        createdAt: '2026-11-26T08:03:00-03:00',
        bankName: 'Banco del Estado de Chile',
        amount: 98765.43,
        currency: 'USD',
        purpose: 'Abono a Cuenta Corriente en dólares para operaciones de mercado internacional',
        statusId: 3,
        canCancel: false,
      },
    ],
  },
};

/** Cards below 768 px; the filter goes under the title. */
export const Mobile: Story = { tags: ['mobile'], args: { highlightedId: 'p1' } };

export const MobileEmpty: Story = { tags: ['mobile'], args: { statusFilter: 6 } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { highlightedId: 'p1' },
};
