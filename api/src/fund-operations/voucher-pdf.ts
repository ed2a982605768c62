// The voucher's PDF receipt: the same figures as the voucher step, deterministic for one voucher.
import type { fundOperations } from '@inversiones/contract';
import { formatCurrency, formatDisplayDate, formatNumber, formatRut } from '@inversiones/es-cl';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { FUND_MANAGER } from '../market/catalogue.ts';
import { marketDate, marketTime } from '../market/clock.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const RULE = rgb(0.75, 0.78, 0.82);

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
    ['Fecha y hora', `${formatDisplayDate(marketDate(at))} ${marketTime(at)} (hora de Santiago)`],
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

export async function voucherPdf(
  voucher: fundOperations.Voucher,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  // No automatic metadata: pdf-lib would stamp the current time and break determinism.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const at = new Date(voucher.createdAt);
  pdf.setTitle(`${KIND_TITLES[voucher.kind]} N° ${voucher.folio}`);
  pdf.setAuthor(FUND_MANAGER);
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Portal de inversiones');
  pdf.setLanguage('es-CL');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const line = (text: string, size: number, font = regular, x = MARGIN) => {
    page.drawText(text, { x, y, size, font, color: INK });
  };
  y -= 12;
  line(FUND_MANAGER, 10, bold);
  y -= 28;
  line(`${KIND_TITLES[voucher.kind]} N° ${voucher.folio}`, 18, bold);
  y -= 24;
  for (const [label, value] of voucherRows(voucher, owner)) {
    y -= 14;
    line(label, 10, bold);
    line(value, 10, regular, MARGIN + 170);
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });
  }
  y -= 10;
  for (const note of voucherNotes(voucher)) {
    // Short enough for one line at 9 pt on A4 is not guaranteed: wrap by words.
    let current = '';
    for (const word of note.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(candidate, 9) > PAGE.width - 2 * MARGIN) {
        y -= 13;
        line(current, 9);
        current = word;
      } else current = candidate;
    }
    y -= 13;
    line(current, 9);
    y -= 4;
  }
  return pdf.save({ useObjectStreams: true });
}
