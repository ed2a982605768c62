// An FX operation's PDF receipt: the voucher's figures, deterministic for one operation.
import type { currencySpot } from '@inversiones/contract';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatPercent,
  formatRut,
} from '@inversiones/es-cl';
import { BROKER } from '../market/catalogue.ts';
import { receiptPdf } from '../pdf/receipt-pdf.ts';

const TITLES = {
  compra: 'Comprobante de compra de dólares',
  venta: 'Comprobante de venta de dólares',
};

export function receiptRows(
  operation: currencySpot.Operation,
  owner: { name: string; rut: string },
): [string, string][] {
  const buy = operation.tipo === 'compra';
  return [
    ['Folio', operation.folio],
    ['Fecha y hora', `${formatInstant(Date.parse(operation.createdAt))} (hora de Santiago)`],
    ['Cliente', `${owner.name} - RUT ${formatRut(owner.rut)}`],
    ['Operación', buy ? 'Compra de dólares' : 'Venta de dólares'],
    [
      buy ? 'Dólares comprados' : 'Dólares vendidos',
      formatCurrency(operation.amount.amount, 'USD'),
    ],
    ['Tipo de cambio', `${formatCurrency(operation.rate, 'CLP', { decimals: 2 })} por dólar`],
    [buy ? 'Pesos pagados' : 'Pesos recibidos', formatCurrency(operation.clpAmount.amount, 'CLP')],
    ['Cuenta de cargo', operation.accounts.debit],
    ['Cuenta de abono', operation.accounts.credit],
    ['Fecha de operación', formatDisplayDate(operation.tradeDate)],
    ['Estado', 'Liquidado'],
  ];
}

export function receiptNotes(operation: currencySpot.Operation): string[] {
  const observed = operation.observedRate;
  return [
    `El tipo de cambio es el dólar observado del ${formatDisplayDate(observed.date)} (${formatCurrency(observed.value, 'CLP', { decimals: 2 })}) ${
      operation.tipo === 'compra' ? 'más' : 'menos'
    } el margen de la mesa de dinero (${formatPercent(operation.spread, { decimals: 2 })}).`,
    'Los pesos se redondean al peso: hacia arriba en una compra, hacia abajo en una venta.',
    'Ambas cuentas corrientes se movieron en la fecha de operación.',
  ];
}

export function currencySpotReceiptPdf(
  operation: currencySpot.Operation,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  return receiptPdf({
    issuer: BROKER,
    title: `${TITLES[operation.tipo]} N° ${operation.folio}`,
    rows: receiptRows(operation, owner),
    notes: receiptNotes(operation),
    at: new Date(operation.createdAt),
  });
}
