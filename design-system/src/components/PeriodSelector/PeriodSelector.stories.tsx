import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PeriodSelector } from './PeriodSelector.tsx';

const meta = {
  title: 'Componentes/PeriodSelector',
  component: PeriodSelector,
  args: { onChange: fn() },
} satisfies Meta<typeof PeriodSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four periods of the spec; arrows move between them, Space chooses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: 'Últimos 12 Meses' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ period: 'last12Months' });
  },
};

/** Período Seleccionado with a period under 15 days: Consultar refuses it with a message. */
export const CustomTooShort: Story = {
  args: {
    defaultValue: 'custom',
    defaultFrom: '20241101',
    defaultTo: '20241110',
    minDate: '20190101',
    maxDate: '20241129',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Consultar' }));
    await expect(
      canvas.getByText('El período seleccionado debe ser de al menos 15 días.'),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A valid custom period is reported with its wire dates. */
export const CustomValid: Story = {
  args: { defaultValue: 'custom', defaultFrom: '20240101', defaultTo: '20241031' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Consultar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      period: 'custom',
      from: '20240101',
      to: '20241031',
    });
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: 'custom', defaultFrom: '20240101', defaultTo: '20240110' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: 'custom' },
};

export const LongSpanishLabels: Story = {
  args: {
    defaultValue: 'custom',
    messages: {
      label: 'Período para calcular la rentabilidad de sus inversiones',
      from: 'Fecha de inicio del período consultado',
      to: 'Fecha de término del período consultado',
      apply: 'Consultar rentabilidad',
    },
  },
};
