import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { QuoteCountdown, type QuoteCountdownProps } from './QuoteCountdown.tsx';

/** A fixed clock (27/11/2026 13:20 in Santiago): every screenshot shows the same second. */
const NOW = Date.UTC(2026, 10, 27, 16, 20, 0);
const fixedNow = () => NOW;

const meta = {
  title: 'Componentes/QuoteCountdown',
  component: QuoteCountdown,
  args: {
    rateLabel: 'Tipo de cambio',
    rate: '$ 948,12 por US$ 1',
    lines: [
      { label: 'Usted paga', value: '$ 948.120' },
      { label: 'Usted recibe', value: 'US$ 1.000,00' },
    ],
    issuedAt: NOW - 30_000,
    expiresAt: NOW + 90_000,
    now: fixedNow,
    onExpire: fn(),
    onRequote: fn(),
  },
} satisfies Meta<typeof QuoteCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A two-minute quote with 1:30 left: valid, the bar three quarters full. */
export const Valid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cotización vigente')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Vence en 1:30');
    await expect(canvas.queryByRole('button', { name: 'Cotizar de nuevo' })).toBeNull();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** On a screen: the confirmation while the quote lives, and a way back to the data. */
export const WithActions: Story = {
  args: {
    confirmAction: <Button>Confirmar compra</Button>,
    secondaryAction: <Button variant="secondary">Modificar</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Confirmar compra' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modificar' })).toBeVisible();
  },
};

/** Expired on a screen: the confirmation is gone, 'Cotizar de nuevo' takes its place. */
export const ExpiredWithActions: Story = {
  args: {
    ...WithActions.args,
    issuedAt: NOW - 61_000,
    expiresAt: NOW - 1_000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Confirmar compra' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cotizar de nuevo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modificar' })).toBeVisible();
  },
};

/** Under 10 s: the time and the bar turn to the warning colour (the words still say it). */
export const AboutToExpire: Story = {
  args: { issuedAt: NOW - 52_000, expiresAt: NOW + 8_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Vence en 0:08');
  },
};

/** Expired: the figures fade, onExpire ran once and 'Cotizar de nuevo' asks for a new quote. */
export const Expired: Story = {
  args: { issuedAt: NOW - 61_000, expiresAt: NOW - 1_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cotización vencida')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'La cotización venció. Cotice de nuevo para continuar.',
    );
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
    const requote = canvas.getByRole('button', { name: 'Cotizar de nuevo' });
    await userEvent.tab();
    await expect(requote).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequote).toHaveBeenCalledOnce();
  },
};

/** The new quote is on its way. */
export const Requoting: Story = {
  args: { issuedAt: NOW - 61_000, expiresAt: NOW - 1_000, isRequoting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cotizando...' })).toBeVisible();
  },
};

/** The screen asks for a new quote: valid again, focus kept on the quote. */
function Requotable(props: QuoteCountdownProps) {
  const [expiresAt, setExpiresAt] = useState(props.expiresAt);
  return (
    <QuoteCountdown
      {...props}
      expiresAt={expiresAt}
      issuedAt={expiresAt > NOW ? NOW : props.issuedAt}
      rate={expiresAt > NOW ? '$ 951,40 por US$ 1' : props.rate}
      lines={
        expiresAt > NOW
          ? [
              { label: 'Usted paga', value: '$ 951.400' },
              { label: 'Usted recibe', value: 'US$ 1.000,00' },
            ]
          : props.lines
      }
      onRequote={() => {
        props.onRequote();
        setExpiresAt(NOW + 60_000);
      }}
    />
  );
}

export const RequoteCycle: Story = {
  args: { issuedAt: NOW - 61_000, expiresAt: NOW - 1_000 },
  render: (args) => <Requotable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cotizar de nuevo' }));
    await expect(canvas.getByText('Cotización vigente')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Vence en 1:00');
    await expect(canvas.getByText('$ 951,40 por US$ 1')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Cotización' })).toHaveFocus());
  },
};

/** Selling dollars, with long labels: they wrap, the amounts stay on one line. */
export const LongSpanishText: Story = {
  args: {
    title: 'Cotización de venta de dólares estadounidenses',
    rateLabel: 'Tipo de cambio comprador informado por la mesa de dinero',
    rate: '$ 941,87 por US$ 1',
    lines: [
      { label: 'Usted vende desde su Cuenta Corriente en dólares', value: 'US$ 125.000,00' },
      { label: 'Usted recibe en su Cuenta Corriente en pesos', value: '$ 117.733.750' },
      { label: 'Comisión de intermediación (incluye IVA)', value: '$ 0' },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const MobileExpired: Story = {
  tags: ['mobile'],
  args: { issuedAt: NOW - 61_000, expiresAt: NOW - 1_000 },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { issuedAt: NOW - 52_000, expiresAt: NOW + 8_000 },
};
