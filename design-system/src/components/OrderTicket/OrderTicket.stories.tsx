import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderTicket, type OrderTicketProps } from './OrderTicket.tsx';

const sqm = {
  ticker: 'SQM-B',
  name: 'Sociedad Química y Minera de Chile S.A.',
  price: 1298,
  change: 1.25,
};

const paymentMethods = [
  { id: 'cuentaCorriente', name: 'Cuenta corriente', account: 'CC-104233', available: 2_500_000 },
  { id: 'lineaInversion', name: 'Línea de inversión', account: 'LI-88120', available: 800_000 },
];

/** 150 SQM-B at $ 1.298: the broker's tariff on $ 194.700. */
const cost = { gross: 194_700, commission: 1_500, exchangeFee: 97, vat: 303, total: 196_600 };

const meta = {
  title: 'Componentes/OrderTicket',
  component: OrderTicket,
  args: {
    side: 'compra',
    share: sqm,
    paymentMethods,
    market: { isOpen: true, closesAt: '16:00' },
    onSubmit: fn(),
    onChange: fn(),
    onRetryCost: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'El paso de datos de una orden de acciones (Comprar / Vender): la acción y su precio,',
          'la cantidad, a mercado o con precio límite (una acción solo a precio límite desactiva',
          '`A mercado` y dice por qué), el precio límite con su banda, la forma de pago o las',
          'acciones disponibles, la rueda, el costo que el llamador trae de la API y `Continuar`.',
          'No consulta datos. Un precio nuevo cada 10 s no borra lo que el cliente escribe.',
        ].join('\n'),
      },
    },
  },
  // The portal's column: a form reads best narrow, and a phone gets its whole width.
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <OrderTicket {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

const quantityOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Cantidad de acciones/ });
const limitPriceOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Precio límite/ });
const pressContinue = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Continuar' }));

/** A market purchase in session, 150 shares typed, with its estimated (referential) cost. */
export const BuyMarketWithCost: Story = {
  tags: ['mobile'],
  args: { defaultValue: { quantity: 150 }, cost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Comprar SQM-B' })).toBeInTheDocument();
    await expect(canvas.getByText('Mercado abierto hasta las 16:00.')).toBeVisible();
    const block = within(canvas.getByRole('region', { name: 'Costo estimado' }));
    await expect(block.getByText('Total a pagar')).toBeVisible();
    await expect(block.getByText('$ 196.600')).toBeVisible();
    await expect(canvas.getByText('Saldo disponible: $ 2.500.000')).toBeVisible();
  },
};

/** A limit purchase: the band under the price, the cost on its way. */
export const BuyLimitCostLoading: Story = {
  args: {
    defaultValue: { quantity: 150, orderType: 'limite', limitPrice: 1290.5 },
    priceBand: { min: 1038.4, max: 1557.6 },
    isCostLoading: true,
  },
  play: async ({ canvasElement }) => {
    await expect(limitPriceOf(canvasElement)).toHaveValue('1.290,50');
    await expect(limitPriceOf(canvasElement)).toHaveAccessibleDescription(
      'Entre $ 1.038,40 y $ 1.557,60',
    );
    await expect(
      within(canvasElement).getByRole('region', { name: 'Costo de la orden' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A thinly traded share: 'A mercado' disabled, and the reason said with the group. */
export const LimitOnlyShare: Story = {
  tags: ['mobile'],
  args: {
    share: { ticker: 'FORUS', name: 'Forus S.A.', price: 1715.2, change: -0.42, limitOnly: true },
    priceBand: { min: 1372.16, max: 2058.24 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'A mercado' })).toBeDisabled();
    await expect(
      canvas.getByRole('radiogroup', { name: /Tipo de orden/ }),
    ).toHaveAccessibleDescription('Esta acción solo se transa con precio límite.');
  },
};

/** A sale: the shares free to sell under the quantity, 'Total a recibir'. */
export const SellWithAvailableShares: Story = {
  tags: ['mobile'],
  args: {
    side: 'venta',
    paymentMethods: undefined,
    availableShares: 300,
    defaultValue: { quantity: 100 },
    cost: { gross: 129_800, commission: 1_500, exchangeFee: 65, vat: 297, total: 127_938 },
  },
  play: async ({ canvasElement }) => {
    await expect(quantityOf(canvasElement)).toHaveAccessibleDescription(
      'Entre 1 y 1.000.000 acciones. Disponibles: 300 acciones',
    );
    await expect(within(canvasElement).getByText('Total a recibir')).toBeVisible();
  },
};

/** The exchange is closed: the caller's notice says the order waits for the next opening. */
export const ClosedMarketScheduled: Story = {
  tags: ['mobile'],
  args: {
    market: {
      isOpen: false,
      closedNotice:
        'Su orden quedará programada para la apertura del lunes 30/11/2026 a las 09:30 y se ejecutará al precio de ese momento.',
    },
    defaultValue: { quantity: 150 },
    cost,
  },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('Mercado cerrado')).toBeVisible();
    await pressContinue(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ scheduled: true }));
  },
};

/** 'Continuar' with nothing typed: the quantity takes focus and says what is missing. */
export const EmptyQuantityError: Story = {
  tags: ['mobile'],
  play: async ({ args, canvasElement }) => {
    await pressContinue(canvasElement);
    const quantity = quantityOf(canvasElement);
    await expect(quantity).toHaveFocus();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Ingrese la cantidad de acciones.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ZeroQuantityError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(quantityOf(canvasElement), '0');
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('La cantidad debe ser de al menos 1 acción.'),
    ).toBeVisible();
  },
};

export const FractionQuantityError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(quantityOf(canvasElement), '12,5');
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText(
        'Las acciones se transan enteras: ingrese una cantidad sin decimales.',
      ),
    ).toBeVisible();
  },
};

/** A limit order sent without its price: the field takes focus with its error. */
export const MissingLimitPriceError: Story = {
  args: {
    defaultValue: { quantity: 150, orderType: 'limite' },
    priceBand: { min: 1038.4, max: 1557.6 },
  },
  play: async ({ args, canvasElement }) => {
    await pressContinue(canvasElement);
    await expect(limitPriceOf(canvasElement)).toHaveFocus();
    await expect(within(canvasElement).getByText('Ingrese el precio límite.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The order could not be processed: the server's words in an alert, and 'Reintentar'. */
export const ServerError: Story = {
  args: {
    defaultValue: { quantity: 150 },
    cost,
    serverError: 'El servicio de órdenes no respondió. Su orden no se ha enviado.',
    onRetrySubmit: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo procesar la orden');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetrySubmit).toHaveBeenCalled();
  },
};

/** The cost preview failed: said as an alert, with 'Reintentar'. */
export const CostError: Story = {
  tags: ['mobile'],
  args: { defaultValue: { quantity: 150 }, hasCostError: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se pudo calcular el costo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetryCost).toHaveBeenCalled();
  },
};

/** The caller is processing the order: 'Continuar' is pending. */
export const PendingSubmit: Story = {
  args: { defaultValue: { quantity: 150 }, cost, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Procesando/ })).toBeVisible();
  },
};

/** The story's stand-in for the portal's poll: a new price on each event. */
const NEXT_PRICE = 'story:next-price';

function LivePrice(props: OrderTicketProps) {
  const [share, setShare] = useState(props.share);
  useEffect(() => {
    const next = () =>
      setShare((old) => ({ ...old, price: old.price + 3.1, change: old.change + 0.24 }));
    document.addEventListener(NEXT_PRICE, next);
    return () => document.removeEventListener(NEXT_PRICE, next);
  }, []);
  return (
    <div style={{ maxWidth: 560 }}>
      <OrderTicket {...props} share={share} />
    </div>
  );
}

/**
 * The rule: a price refresh while the client types never loses what was typed. The
 * quantity and the limit price stay, and so does the focus, as the price moves on.
 */
export const PriceRefreshKeepsInput: Story = {
  render: (args) => <LivePrice {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = quantityOf(canvasElement);
    await userEvent.type(quantity, '1.250');
    await userEvent.click(canvas.getByRole('radio', { name: 'Con precio límite' }));
    await userEvent.type(limitPriceOf(canvasElement), '1300');
    await expect(limitPriceOf(canvasElement)).toHaveFocus();

    document.dispatchEvent(new Event(NEXT_PRICE));
    await waitFor(() => expect(canvas.getByText('$ 1.301,10')).toBeVisible());
    await expect(quantityOf(canvasElement)).toHaveValue('1.250');
    await expect(limitPriceOf(canvasElement)).toHaveValue('1.300');
    await expect(limitPriceOf(canvasElement)).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Con precio límite' })).toBeChecked();
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    defaultValue: { quantity: 150 },
    cost,
    serverError: 'Saldo insuficiente en la forma de pago elegida.',
  },
};
