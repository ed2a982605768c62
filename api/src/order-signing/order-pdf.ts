// The documents a client signs for an order: the order's contract (or simultaneous order), the
// early settlement of a forward, and the same bytes with a signature page once signed. Each is
// deterministic (its instant is the order's), so the bytes signed can be hashed and checked later.
import { orderSigning } from '@inversiones/contract';
import { formatDisplayDate, formatRut } from '@inversiones/es-cl';
import { BROKER } from '../market/catalogue.ts';
import { santiagoInstant } from '../market/clock.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { money, Writer } from '../pdf/pdf-writer.ts';
import { withSignaturePage } from '../pdf/signature-page.ts';
import type { SignatureRow, SigningOrderRow } from './orders.ts';

const titles: Readonly<Record<orderSigning.OrderFamily, string>> = {
  forward: 'Contrato de compraventa a plazo (Forward)',
  internacional: 'Orden de inversión en mercado internacional',
  mlt: 'Mandato de liquidación y traspaso (MLT)',
  simultanea: 'Orden de operación simultánea',
};

const legal: Readonly<Record<orderSigning.OrderFamily, string>> = {
  forward:
    'El cliente declara conocer que el forward es un contrato a plazo cuyo resultado depende de la diferencia entre el precio pactado y el tipo de cambio a la fecha de vencimiento, y que puede generar pérdidas. Se rige por las Condiciones Generales de Contratos de Derivados suscritas con la corredora.',
  internacional:
    'La orden se ejecuta a través del intermediario internacional de la corredora. El cliente asume el riesgo cambiario y de mercado del instrumento, y los impuestos que correspondan en el país de origen.',
  mlt: 'El cliente instruye a la administradora liquidar el rescate indicado y traspasar su producto al fondo de destino señalado, en las condiciones de los reglamentos internos de ambos fondos.',
  simultanea:
    'La operación simultánea consiste en una compra al contado y una venta a plazo del mismo instrumento. El cliente constituye las garantías que exige la Bolsa y acepta su liquidación anticipada si no las repone.',
};

const orderAt = (order: SigningOrderRow) => new Date(santiagoInstant(order.orderedOn, '09:00'));

const headingLines = (order: SigningOrderRow) => [
  `Folio ${order.folio} · ${formatDisplayDate(order.orderedOn)}`,
  `Cliente: ${order.ownerName}, RUT ${formatRut(order.ownerRut)}`,
  `Firmar a más tardar el ${formatDisplayDate(order.expiresOn)}`,
];

const termColumns = [
  { header: 'Condición', width: 0.45 },
  { header: 'Valor', width: 0.55 },
];

/** The order's own document: its contract, or the simultaneous order (OSIM). */
export async function orderPdf(order: SigningOrderRow): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdf({
    title: `${titles[order.family]} N° ${order.folio}`,
    author: BROKER,
    subject: orderSigning.documentTypeNames[order.family === 'simultanea' ? 'OSIM' : 'CONTRATO'],
    at: orderAt(order),
  });
  const w = new Writer(pdf, regular, bold, 'Sin condiciones.');
  // An early settlement's own contract is the forward it settles, as that contract printed it.
  const original = order.terms.earlySettlement?.original;
  w.heading(BROKER, titles[order.family], [
    ...headingLines(order),
    ...(original ? [`Forward liquidado: folio ${order.terms.earlySettlement?.folioOriginal}`] : []),
  ]);
  w.y -= 20;
  w.notes([original?.description ?? order.description], 10);
  w.table('Condiciones', termColumns, [
    ['Instrumento', order.instrument],
    ...(original ? [] : [['Monto', money(order.amount, order.currency)]]),
    ...(original?.rows ?? order.terms.rows ?? []).map(([label, value]) => [label, value]),
    ...(order.terms.mlt
      ? [
          ['Folio del rescate', order.terms.mlt.folioRescate],
          ['Fondo de origen', order.terms.mlt.fondoOrigen],
          ['Observaciones del mandato', order.terms.mlt.observacionesMandato],
        ]
      : []),
  ]);
  w.y -= 16;
  w.notes([legal[order.family]], 9);
  if (!order.matchesProfile) {
    w.notes([
      'Esta orden excede el perfil de inversionista del cliente. Al firmarla, el cliente declara aceptar la responsabilidad de invertir fuera de su perfil.',
    ]);
  }
  return pdf.save();
}

/** A forward's early settlement: which forward it settles, and the settlement's terms. */
export async function earlySettlementPdf(order: SigningOrderRow): Promise<Uint8Array> {
  const settlement = order.terms.earlySettlement;
  const { pdf, regular, bold } = await createPdf({
    title: `Liquidación anticipada N° ${order.folio}`,
    author: BROKER,
    subject: orderSigning.documentTypeNames.LIQUIDACION_ANTICIPADA,
    at: orderAt(order),
  });
  const w = new Writer(pdf, regular, bold, 'Sin condiciones.');
  w.heading(BROKER, 'Liquidación anticipada de forward', headingLines(order));
  w.y -= 20;
  w.notes(
    [
      `El cliente solicita liquidar anticipadamente el forward folio ${settlement?.folioOriginal ?? '-'}, en las condiciones siguientes.`,
    ],
    10,
  );
  w.table('Liquidación', termColumns, [
    ['Instrumento', order.instrument],
    ['Monto a liquidar', money(order.amount, order.currency)],
    ...(settlement?.rows ?? []).map(([label, value]) => [label, value]),
  ]);
  w.y -= 16;
  w.notes([legal.forward], 9);
  return pdf.save();
}

/** The document a signature of the order covers: the early settlement, or the order's own. */
export const signedDocumentPdf = (order: SigningOrderRow) =>
  order.documentType === 'LIQUIDACION_ANTICIPADA' ? earlySettlementPdf(order) : orderPdf(order);

/** The signed document: the bytes signed, unchanged, plus the page with the signature's evidence. */
export async function signedPdf(
  order: SigningOrderRow,
  signature: SignatureRow,
): Promise<Uint8Array> {
  return withSignaturePage(
    await signedDocumentPdf(order),
    `${orderSigning.documentTypeNames[signature.documentType]} · folio ${order.folio}`,
    [signature],
  );
}
