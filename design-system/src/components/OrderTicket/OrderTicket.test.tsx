import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderTicket, parseQuantity, type OrderTicketProps } from './OrderTicket.tsx';

const share = {
  ticker: 'SQM-B',
  name: 'Sociedad Química y Minera de Chile S.A.',
  price: 1298,
  change: 1.25,
};
const ways = [
  { id: 'cuentaCorriente', name: 'Cuenta corriente', account: 'CC-104233', available: 2_500_000 },
  { id: 'lineaInversion', name: 'Línea de inversión', account: 'LI-88120', available: 800_000 },
];
const open = { isOpen: true, closesAt: '16:00' } as const;

function ticket(props: Partial<OrderTicketProps> = {}) {
  const onSubmit = vi.fn();
  const all: OrderTicketProps = {
    side: 'compra',
    share,
    paymentMethods: ways,
    market: open,
    onSubmit,
    ...props,
  };
  const view = render(<OrderTicket {...all} />);
  return { ...view, onSubmit: all.onSubmit, props: all };
}

const quantity = () => screen.getByRole('textbox', { name: /^Cantidad de acciones/ });
const limitPrice = () => screen.queryByRole('textbox', { name: /^Precio límite/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('OrderTicket', { timeout: 20_000 }, () => {
  it('reads a quantity es-CL style and says in Spanish why one is not valid', () => {
    expect(parseQuantity('1.000')).toEqual({ quantity: 1000, error: null });
    expect(parseQuantity('150,0')).toEqual({ quantity: 150, error: null });
    expect(parseQuantity('').error).toBe('Ingrese la cantidad de acciones.');
    expect(parseQuantity('0').error).toBe('La cantidad debe ser de al menos 1 acción.');
    expect(parseQuantity('1,5').error).toBe(
      'Las acciones se transan enteras: ingrese una cantidad sin decimales.',
    );
    expect(parseQuantity('1000001').error).toBe(
      'La cantidad máxima por orden en el portal es 1.000.000 acciones.',
    );
    expect(parseQuantity('abc').error).toBe(
      'Ingrese la cantidad solo con números, por ejemplo 100.',
    );
  });

  it('names the form, shows the share, its price and the session', () => {
    ticket();
    expect(screen.getByRole('form', { name: 'Comprar SQM-B' })).toBeInTheDocument();
    expect(screen.getByText('$ 1.298,00')).toBeVisible();
    expect(screen.getByText('sube 1,25 %')).toBeInTheDocument();
    expect(screen.getByText('Mercado abierto hasta las 16:00.')).toBeVisible();
    expect(quantity()).toHaveAccessibleDescription('Entre 1 y 1.000.000 acciones.');
  });

  it('sends a market purchase with the first way of payment', async () => {
    const { onSubmit } = ticket();
    await userEvent.type(quantity(), '150');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      side: 'compra',
      ticker: 'SQM-B',
      quantity: 150,
      orderType: 'mercado',
      limitPrice: null,
      paymentMethodId: 'cuentaCorriente',
      scheduled: false,
    });
  });

  it('shows the chosen way of payment with its balance', () => {
    ticket();
    expect(screen.getByText('Saldo disponible: $ 2.500.000')).toBeInTheDocument();
  });

  it('takes the first way of payment when the ways arrive after the ticket', async () => {
    const { rerender, props } = ticket({ paymentMethods: [] });
    rerender(<OrderTicket {...props} paymentMethods={ways} />);
    expect(screen.getByText('Saldo disponible: $ 2.500.000')).toBeInTheDocument();
    await userEvent.type(quantity(), '10');
    await submit();
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodId: 'cuentaCorriente' }),
    );
  });

  it('asks for a way of payment when there is none', async () => {
    const { onSubmit } = ticket({ paymentMethods: [] });
    await userEvent.type(quantity(), '10');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Seleccione la forma de pago.')).toBeInTheDocument();
  });

  it('blocks an empty, zero or fractional quantity with its error, focused and announced', async () => {
    const { onSubmit } = ticket();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(quantity()).toHaveFocus();
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(quantity()).toHaveAccessibleDescription(
      'Entre 1 y 1.000.000 acciones. Ingrese la cantidad de acciones.',
    );
    expect(
      screen.getByText('Ingrese la cantidad de acciones.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(quantity(), '0');
    expect(screen.getByText('La cantidad debe ser de al menos 1 acción.')).toBeVisible();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '2,5');
    expect(
      screen.getByText('Las acciones se transan enteras: ingrese una cantidad sin decimales.'),
    ).toBeVisible();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a limit price within the band once the order type is limit', async () => {
    const { onSubmit } = ticket({ priceBand: { min: 1038.4, max: 1557.6 } });
    expect(limitPrice()).toBeNull();
    await userEvent.type(quantity(), '100');
    await userEvent.click(screen.getByRole('radio', { name: 'Con precio límite' }));
    const field = limitPrice()!;
    expect(field).toHaveAccessibleDescription('Entre $ 1.038,40 y $ 1.557,60');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(screen.getByText('Ingrese el precio límite.')).toBeVisible();
    await userEvent.type(field, '2000');
    expect(
      screen.getByText('El precio límite debe estar entre $ 1.038,40 y $ 1.557,60.'),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1290,5');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ orderType: 'limite', limitPrice: 1290.5, quantity: 100 }),
    );
  });

  it('disables the market option of a limit-only share and says why', () => {
    ticket({ share: { ...share, limitOnly: true } });
    expect(screen.getByRole('radio', { name: 'A mercado' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Con precio límite' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: /Tipo de orden/ })).toHaveAccessibleDescription(
      'Esta acción solo se transa con precio límite.',
    );
    expect(limitPrice()).toBeInTheDocument();
  });

  it('keeps what the client typed when a new price arrives', async () => {
    const { rerender, props } = ticket();
    await userEvent.type(quantity(), '1.250');
    await userEvent.click(screen.getByRole('radio', { name: 'Con precio límite' }));
    await userEvent.type(limitPrice()!, '1300');
    rerender(<OrderTicket {...props} share={{ ...share, price: 1301.1, change: 1.4 }} />);
    expect(screen.getByText('$ 1.301,10')).toBeVisible();
    expect(quantity()).toHaveValue('1.250');
    expect(limitPrice()).toHaveValue('1.300');
    expect(screen.getByRole('radio', { name: 'Con precio límite' })).toBeChecked();
    await submit();
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 1250, limitPrice: 1300 }),
    );
  });

  it('reports each change to a controlled caller', async () => {
    const onChange = vi.fn();
    ticket({ onChange, defaultValue: { quantity: 10 } });
    expect(quantity()).toHaveValue('10');
    await userEvent.type(quantity(), '0');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ quantity: 100, orderType: 'mercado' }),
    );
  });

  it('sells: shows the shares free to sell and refuses more', async () => {
    const { onSubmit } = ticket({ side: 'venta', paymentMethods: undefined, availableShares: 300 });
    expect(screen.getByRole('form', { name: 'Vender SQM-B' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Forma de pago/ })).toBeNull();
    expect(quantity()).toHaveAccessibleDescription(
      'Entre 1 y 1.000.000 acciones. Disponibles: 300 acciones',
    );
    await userEvent.type(quantity(), '301');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'Usted tiene 300 acciones disponibles para vender: ingrese esa cantidad o menos.',
      ),
    ).toBeVisible();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '300');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'venta', quantity: 300, paymentMethodId: null }),
    );
  });

  it('shows the cost: estimated for a market order, with the total to pay or receive', () => {
    const cost = { gross: 194_700, commission: 1_500, exchangeFee: 97, vat: 303, total: 196_600 };
    const { rerender, props } = ticket({ cost });
    const block = screen.getByRole('region', { name: 'Costo estimado' });
    expect(within(block).getByText('Monto bruto estimado')).toBeVisible();
    expect(within(block).getByText('$ 194.700')).toBeVisible();
    expect(within(block).getByText('Derechos de bolsa')).toBeVisible();
    expect(within(block).getByText('Total a pagar')).toBeVisible();
    expect(within(block).getByText('$ 196.600')).toBeVisible();
    rerender(<OrderTicket {...props} side="venta" availableShares={300} />);
    expect(screen.getByText('Total a recibir')).toBeVisible();
  });

  it('says the cost is on its way, absent, or failed with Reintentar', async () => {
    const onRetryCost = vi.fn();
    const { rerender, props } = ticket({ isCostLoading: true });
    expect(screen.getByRole('region', { name: 'Costo estimado' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Calculando el costo...')).toBeVisible();
    rerender(<OrderTicket {...props} isCostLoading={false} />);
    expect(screen.getByText('Ingrese la cantidad para ver el costo de la orden.')).toBeVisible();
    rerender(
      <OrderTicket {...props} isCostLoading={false} hasCostError onRetryCost={onRetryCost} />,
    );
    expect(screen.getByText('No se pudo calcular el costo')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetryCost).toHaveBeenCalled();
  });

  it('shows a closed market as a notice and schedules the order', async () => {
    const { onSubmit } = ticket({
      market: {
        isOpen: false,
        closedNotice: 'Su orden quedará programada para la apertura del lunes 30/11 a las 09:30.',
      },
    });
    expect(screen.getByText('Mercado cerrado')).toBeVisible();
    await userEvent.type(quantity(), '5');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ scheduled: true }));
  });

  it('shows the server error in an alert and the pending state on Continuar', () => {
    ticket({ serverError: 'Saldo insuficiente en la forma de pago elegida.', isSubmitting: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saldo insuficiente en la forma de pago elegida.',
    );
    expect(screen.getByRole('button', { name: /Procesando/ })).toBeInTheDocument();
  });
});
