// The PAC's certificate (spec 7 "PAC PDF"): its terms, each debit made and what they are worth,
// the same figures as the PAC tab shows.
import type { pac } from '@inversiones/contract';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatNumber,
  formatPercent,
  formatRut,
} from '@inversiones/es-cl';
import { FUND_MANAGER } from '../market/catalogue.ts';
import { toWireNumber, currencyDecimals, type Currency } from '../market/money.ts';
import { receiptPdf } from '../pdf/receipt-pdf.ts';
import type { PacDebit } from './pac-performance.ts';

const STATUS_NAMES: Record<pac.Pac['status'], string> = {
  pendienteFirma: 'Pendiente de firma',
  vigente: 'Vigente',
  anulado: 'Anulado',
};

/** `certificado-pac-<first 8 of the id>.pdf`. */
export const certificateFileName = (id: string) => `certificado-pac-${id.slice(0, 8)}.pdf`;

const printedCurrency = (currency: string): 'CLP' | 'USD' => (currency === 'USD' ? 'USD' : 'CLP');

/** The certificate's rows: the PAC, its performance, then one row per debit. */
export function certificateRows(
  mandate: pac.Pac,
  performance: pac.Performance,
  debits: readonly PacDebit[],
  owner: { name: string; rut: string },
): [string, string][] {
  const currency = printedCurrency(mandate.amount.currency);
  const money = (amount: number) => formatCurrency(amount, currency);
  const instant = (iso: string | null) => (iso ? formatInstant(iso) : '—');
  const decimals = currencyDecimals[currency as Currency];
  return [
    ['Cliente', `${owner.name} - RUT ${formatRut(owner.rut)}`],
    ['Fondo', mandate.fundName],
    ['Serie', mandate.seriesId],
    ['Cuenta', mandate.accountId],
    ['Aporte mensual', money(mandate.amount.amount)],
    ['Forma de pago', 'Cargo en cuenta bancaria'],
    ['Estado', STATUS_NAMES[mandate.status]],
    ['Creado', instant(mandate.createdAt)],
    ['Firmado', instant(mandate.signedAt)],
    ...(mandate.cancelledAt ? [['Anulado', instant(mandate.cancelledAt)] as [string, string]] : []),
    ['Próximo cargo', mandate.nextDebit ? formatDisplayDate(mandate.nextDebit) : '—'],
    ['Cargos realizados', String(performance.debits)],
    ['Total aportado', money(performance.contributed.amount)],
    ['Cuotas', formatNumber(performance.units, 4)],
    [
      'Valor cuota',
      `${formatCurrency(performance.quotaValue, currency, { decimals: 4 })} (${formatDisplayDate(performance.quotaDate)})`,
    ],
    ['Valor actual', money(performance.value.amount)],
    [
      'Rentabilidad',
      performance.gainPercent === null
        ? '—'
        : `${money(performance.gain.amount)} (${formatPercent(performance.gainPercent)})`,
    ],
    ...debits.map((debit): [string, string] => [
      `Cargo ${formatDisplayDate(debit.tradeDate)}`,
      `${money(toWireNumber(debit.amount, decimals))} · ${formatNumber(toWireNumber(debit.units, 4), 4)} cuotas · ${debit.settled ? 'Liquidado' : 'En tránsito'}`,
    ]),
  ];
}

export function pacCertificatePdf(
  mandate: pac.Pac,
  performance: pac.Performance,
  debits: readonly PacDebit[],
  owner: { name: string; rut: string },
  issuedAt: number,
): Promise<Uint8Array> {
  return receiptPdf({
    issuer: FUND_MANAGER,
    title: 'Certificado de Plan de Aporte Continuo (PAC)',
    rows: certificateRows(mandate, performance, debits, owner),
    notes: [
      `Emitido el ${formatInstant(issuedAt)} (hora de Santiago).`,
      'El valor actual se calcula con el último valor cuota publicado; la rentabilidad es la diferencia entre ese valor y el total aportado, y no asegura resultados futuros.',
      'Los cargos en tránsito asignan sus cuotas al valor cuota del día del cargo.',
    ],
    at: new Date(issuedAt),
  });
}
