// The voucher's PDF receipt: the same figures as the voucher step, deterministic for one voucher.
import type { fundOperations } from '@inversiones/contract';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatNumber,
  formatRut,
} from '@inversiones/es-cl';
import { FUND_MANAGER } from '../market/catalogue.ts';
import { receiptPdf } from '../pdf/receipt-pdf.ts';

const KIND_TITLES = { aporte: 'Comprobante de inversión', rescate: 'Comprobante de rescate' };
const STATUS_NAMES = { enTransito: 'En tránsito', liquidado: 'Liquidado', anulado: 'Anulado' };

/** `comprobante-<folio>.pdf`. */
export const voucherFileName = (folio: string) => `comprobante-${folio}.pdf`;

/** The rows of the receipt, label and value, in the order the voucher step shows them. */
export function voucherRows(
  voucher: fundOperations.Voucher,
  owner: { name: string; rut: string },
): [string, string][] {
  const at = Date.parse(voucher.createdAt);
  const money = formatCurrency(voucher.amount.amount, voucher.amount.currency);
  const isInvestment = voucher.kind === 'aporte';
  return [
    ['Folio', voucher.folio],
    ['Fecha y hora', `${formatInstant(at)} (hora de Santiago)`],
    ['Cliente', `${owner.name} - RUT ${formatRut(owner.rut)}`],
    ['Fondo', voucher.fundName],
    ['Serie', voucher.seriesId],
    ['Cuenta', voucher.accountId],
    [isInvestment ? 'Monto invertido' : 'Monto estimado a recibir', money],
    [isInvestment ? 'Cuotas estimadas' : 'Cuotas rescatadas', formatNumber(voucher.units, 4)],
    [
      'Valor cuota de referencia',
      `${formatCurrency(voucher.quotaValue, voucher.amount.currency, { decimals: 4 })} (${formatDisplayDate(voucher.quotaDate)})`,
    ],
    [isInvestment ? 'Forma de pago' : 'Destino de los fondos', voucher.paymentWay],
    ['Fecha de proceso', formatDisplayDate(voucher.tradeDate)],
    [
      isInvestment ? 'Asignación de cuotas' : 'Fecha de pago',
      formatDisplayDate(voucher.settlementDate),
    ],
    ['Estado', STATUS_NAMES[voucher.status]],
  ];
}

/** The notes under the table: the out-of-hours notice and the profile acceptance. */
export function voucherNotes(voucher: fundOperations.Voucher): string[] {
  const notes: string[] = [];
  if (voucher.outOfHours) {
    notes.push(
      `Operación ingresada fuera del horario de corte (${voucher.cutOffTime} horas): se procesa el siguiente día hábil bancario, ${formatDisplayDate(voucher.tradeDate)}.`,
    );
  }
  if (voucher.kind === 'aporte') {
    notes.push(
      'Las cuotas se asignan al valor cuota del día de proceso; las cuotas indicadas son una estimación al último valor cuota publicado.',
    );
  }
  if (voucher.acceptedProfileMismatch) {
    notes.push(
      'El cliente declaró invertir bajo su responsabilidad en un fondo de riesgo mayor al de su perfil de inversionista.',
    );
  }
  return notes;
}

export function voucherPdf(
  voucher: fundOperations.Voucher,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  return receiptPdf({
    issuer: FUND_MANAGER,
    title: `${KIND_TITLES[voucher.kind]} N° ${voucher.folio}`,
    rows: voucherRows(voucher, owner),
    notes: voucherNotes(voucher),
    at: new Date(voucher.createdAt),
  });
}
