import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MovementList } from './MovementList.tsx';
import { sampleInTransit, sampleLedgerMovements, sampleMovements } from './sample-movements.ts';

const onRetry = fn();

const meta = {
  title: 'Componentes/MovementList',
  component: MovementList,
  args: { movements: sampleMovements },
} satisfies Meta<typeof MovementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; the Monto header sorts from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Movimientos' }));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('18/11/2026');
    await userEvent.tab();
    await expect(table.getByRole('button', { name: 'Fecha' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(table.getByRole('button', { name: 'Monto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('\u2212$ 350.000');
  },
};

/** The 'Movimientos en Tránsito' variant: note, fund column and the after-hours flag. */
export const InTransit: Story = {
  args: { variant: 'inTransit', movements: sampleInTransit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Movimientos en Tránsito' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Movimientos en Tránsito' }));
    await expect(table.getByText('Fuera de horario')).toBeVisible();
  },
};

/** Mis Movimientos: units, settlement date and the ledger's status; 10 rows a page. */
export const LedgerStatuses: Story = {
  args: { title: 'Mis Movimientos', movements: sampleLedgerMovements },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Mis Movimientos' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('En tránsito');
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('\u2212167,4618');
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('21/11/2026');
    await expect(table.getByText('Anulado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
  },
};

export const LedgerMobile: Story = {
  tags: ['mobile'],
  args: { title: 'Mis Movimientos', movements: sampleLedgerMovements },
};

export const Empty: Story = { args: { movements: [] } };

export const Loading: Story = { args: { movements: [], isLoading: true } };

export const LoadError: Story = { args: { movements: [], hasError: true, onRetry } };

export const LongSpanishText: Story = {
  args: {
    currency: 'USD',
    movements: [
      {
        id: 'l1',
        date: '2026-11-19',
        type: 'Rescate total por traspaso a otra administradora de fondos',
        folio: 4599999,
        amount: -98765.43,
        fundName: 'Fondo Mutuo Estrategia Conservadora de Renta Fija Nacional e Internacional',
        afterHours: true,
      },
      {
        id: 'l2',
        date: '2026-11-02',
        type: 'Inversión por aporte extraordinario',
        folio: 4588888,
        amount: 123456.78,
        fundName: 'Fondo Mutuo Dólar Global',
      },
    ],
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { variant: 'inTransit', movements: sampleInTransit },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
