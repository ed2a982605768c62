import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayButtonList, type PayButtonListProps, type PayButtonOption } from './PayButtonList.tsx';
import { sampleBanks } from './sample-banks.ts';

const meta = {
  title: 'Componentes/PayButtonList',
  component: PayButtonList,
  args: { buttons: sampleBanks, onSelect: fn() },
} satisfies Meta<typeof PayButtonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab moves bank to bank (the unavailable one is skipped); Enter chooses. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Elegir Banco Andino' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Elegir Banco del Estado de Chile' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Elegir Banco Cordillera' })).toBeDisabled();
  },
};

/** The screen keeps the choice: the chosen card is pressed and says 'Seleccionado'. */
function WithChoice(props: PayButtonListProps) {
  const [selectedId, setSelectedId] = useState<PayButtonOption['id']>();
  return (
    <PayButtonList
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
    />
  );
}

export const Selected: Story = {
  render: (args) => <WithChoice {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pacifico = canvas.getByRole('button', { name: 'Elegir Banco del Pacífico Sur' });
    await userEvent.click(pacifico);
    await expect(pacifico).toHaveAttribute('aria-pressed', 'true');
    await expect(within(pacifico.closest('li')!).getByText('Seleccionado')).toBeVisible();
  },
};

/** Funding $ 3.000.000: a bank whose maximum is lower is disabled and says its limit. */
export const AmountOutOfRange: Story = {
  args: { amount: 3000000 },
  play: async ({ canvasElement }) => {
    const estado = within(canvasElement).getByRole('button', {
      name: 'Elegir Banco del Estado de Chile',
    });
    await expect(estado).toBeDisabled();
    await expect(estado).toHaveAccessibleDescription(
      /supera el máximo de este banco \(\$ 1\.000\.000\)/,
    );
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { buttons: [] } };

export const LongSpanishText: Story = {
  args: {
    buttons: [
      {
        id: 9,
        name: 'Banco de Crédito e Inversiones Internacionales del Cono Sur',
        status: 'unavailable',
        unavailableReason:
          'El botón de pago de este banco se encuentra temporalmente fuera de servicio por mantención programada de su plataforma de pagos en línea.',
        businessHours:
          'Lunes a viernes, excepto festivos, de 9:00 a 13:30 horas (hora de Chile continental)',
        minAmount: 1000,
        maxAmount: 150000000,
      },
      ...sampleBanks.slice(0, 2),
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' }, args: { selectedId: 1 } };
