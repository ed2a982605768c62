import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DataTable } from './DataTable.tsx';
import { holdingColumns, holdings, type Holding } from './sample-data.ts';

const meta = {
  title: 'Componentes/DataTable',
  component: DataTable<Holding>,
  args: {
    columns: holdingColumns,
    data: holdings,
    caption: 'Mis Fondos',
    getRowId: (row: Holding) => row.id,
  },
} satisfies Meta<typeof DataTable<Holding>>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Mis Fondos' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(within(canvasElement).getByText('Página 1 de 3')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Paginación de la tabla' }),
    ).toBeVisible();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    const header = table.getByRole('columnheader', { name: /Saldo/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(table.getByRole('button', { name: 'Saldo' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(table.getByRole('button', { name: 'Saldo' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Pagination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 3 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(tableOf(canvasElement).getAllByRole('row')).toHaveLength(4);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await userEvent.tab();
    const fondo = table.getByRole('button', { name: 'Fondo' });
    await expect(fondo).toHaveFocus();
    await expect(fondo).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(table.getByRole('columnheader', { name: /Fondo/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Selection: Story = {
  args: { selectable: true, onSelectionChange: fn(), defaultSelectedIds: ['h2'] },
  play: async ({ args, canvasElement }) => {
    const table = tableOf(canvasElement);
    await userEvent.click(
      table.getByRole('checkbox', { name: 'Seleccionar Fondo Mutuo Renta Local' }),
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      ['h2', 'h1'],
      [holdings[1], holdings[0]],
    );
    await userEvent.click(table.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

export const Compact: Story = { args: { density: 'compact' } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(
      tableOf(canvasElement).getByText(
        'Estimado cliente: no se encuentra información para su búsqueda.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const WithActions: Story = {
  args: {
    data: holdings.slice(0, 4),
    columns: [
      ...holdingColumns.slice(0, 2),
      holdingColumns[4]!,
      {
        id: 'acciones',
        header: 'Acciones',
        hideLabelOnCard: true,
        cell: (row: Holding) => (
          <Button size="sm" variant="secondary" aria-label={`Rescatar ${row.fondo}`}>
            Rescatar
          </Button>
        ),
      },
    ],
  },
};

export const LongSpanishText: Story = {
  args: {
    caption: 'Mis Fondos',
    data: [
      {
        id: 'x',
        fondo:
          'Fondo Mutuo Estrategia Dinámica de Renta Fija Internacional Latinoamericana Serie Institucional',
        serie: 'APV',
        fecha: '31/03/2025',
        cuotas: 123456.789,
        saldo: 1234567890,
      },
      ...holdings.slice(0, 2),
    ],
  },
};

/** Below 768 px: each row is a card of label: value pairs. */
export const Mobile: Story = {
  tags: ['mobile'],
  args: { selectable: true },
  // The test runner's viewport is not 375 px, so this checks the DOM, not what is visible.
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul[aria-labelledby]');
    await expect(list?.querySelectorAll(':scope > li')).toHaveLength(10);
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { selectable: true, defaultSelectedIds: ['h1'] },
};
