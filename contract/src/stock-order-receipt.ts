import { formatCurrency, formatDisplayDate, formatInstant, formatNumber } from '@inversiones/es-cl';
import { fillPath } from './path.ts';
import type { Order, PaymentMethod } from './stock-orders.ts';

/**
 * A share order's receipt (comprobante): the same title and rows on the portal's voucher and in
 * its PDF, so the two agree to the peso. Chosen texts: the spec shows none for stock receipts.
 */

/** The receipt's PDF (a file: served outside the contract, as the other receipts). */
export const orderReceiptPdfPath = (folio: string) =>
  fillPath('/bolsa/ordenes/{folio}/comprobante.pdf', { folio });

/** `comprobante-orden-<folio>.pdf`. */
export const orderReceiptFileName = (folio: string) => `comprobante-orden-${folio}.pdf`;

const TITLES = { compra: 'Orden de compra', venta: 'Orden de venta' } as const;
const STATES = {
  pendiente: 'Pendiente de ejecución',
  parcial: 'Ejecutada parcialmente',
  ejecutada: 'Ejecutada',
  anulada: 'Anulada',
  rechazada: 'Rechazada',
} as const;

/** 'Orden de compra' / 'Orden de venta' (the PDF adds its folio). */
export const orderReceiptTitle = (order: Pick<Order, 'tipo'>) => TITLES[order.tipo];

const price = (value: number) => formatCurrency(value, 'CLP', { decimals: 2 });
const pesos = (value: { amount: number }) => formatCurrency(value.amount, 'CLP');

const PAYMENT_NAMES: Readonly<Record<PaymentMethod, string>> = {
  cuentaCorriente: 'Cuenta corriente en pesos',
  lineaInversion: 'Línea de inversión',
};

/** The receipt's rows, label and value, in reading order. */
export function orderReceiptRows(order: Order): [string, string][] {
  const buy = order.tipo === 'compra';
  const filled = order.precioEjecucion !== null;
  const rows: [string, string][] = [
    ['Folio', order.folio],
    ['Ingresada', `${formatInstant(order.ingresada)} (hora de Santiago)`],
    ['Acción', `${order.nemo} · ${order.nombre}`],
    ['Cantidad', `${formatNumber(order.cantidad)} ${order.cantidad === 1 ? 'acción' : 'acciones'}`],
    [
      'Tipo de orden',
      order.precioLimite === null ? 'A mercado' : `Precio límite ${price(order.precioLimite)}`,
    ],
    ['Rueda', formatDisplayDate(order.rueda)],
    ['Estado', order.motivo ? `${STATES[order.estado]}: ${order.motivo}` : STATES[order.estado]],
  ];
  if (filled && order.ejecutada) {
    rows.push(['Precio de ejecución', price(order.precioEjecucion!)]);
    rows.push(['Ejecutada', `${formatInstant(order.ejecutada)} (hora de Santiago)`]);
  }
  rows.push(
    [filled ? 'Monto bruto' : 'Monto bruto estimado', pesos(order.montoBruto)],
    ['Comisión', pesos(order.comision)],
    ['Derechos de bolsa', pesos(order.derechosBolsa)],
    ['IVA', pesos(order.iva)],
    [buy ? 'Total a pagar' : 'Total a recibir', pesos(order.total)],
    ['Cuenta de custodia', order.cuentaCustodia],
  );
  // A purchase paid with the line draws its total into the current account, which pays it.
  if (order.formaPago) rows.push(['Forma de pago', PAYMENT_NAMES[order.formaPago]]);
  rows.push([buy ? 'Cuenta de cargo' : 'Cuenta de abono', order.cuentaCorriente]);
  return rows;
}

/** The notes under the rows: what an estimate means, and when an order ends. */
export function orderReceiptNotes(order: Order): string[] {
  const notes: string[] = [];
  if (order.estado === 'pendiente') {
    notes.push(
      `La orden está vigente durante la rueda del ${formatDisplayDate(order.rueda)}: si no se ejecuta antes del cierre, se anula sin costo.`,
    );
    notes.push('Los montos son una estimación: se calculan de nuevo al precio de ejecución.');
  }
  if (order.estado === 'ejecutada') {
    notes.push(
      order.tipo === 'compra'
        ? 'Las acciones quedan en su cuenta de custodia; el cargo se liquida en dos días hábiles (T+2).'
        : 'El abono en su cuenta corriente se liquida en dos días hábiles (T+2).',
    );
  }
  return notes;
}
