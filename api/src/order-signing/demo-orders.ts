// The brokerage desk's orders waiting for the demo clients' signatures: some to sign (one whose
// last day is today, one above the client's profile, one early settlement), some signed, some
// expired. Dates are relative to the seed's today, so the demo always has each kind.
import { randomUUID } from 'node:crypto';
import type { orderSigning } from '@inversiones/contract';
import { formatCurrency, formatDisplayDate, formatNumber } from '@inversiones/es-cl';
import type { Queryable } from '../db/database.ts';
import { CAMILA, CORDILLERA, PACIFICO } from '../ledger/demo-ledger.ts';
import { santiagoInstant } from '../market/clock.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, type Currency } from '../market/money.ts';
import { sha256 } from '../pdf/signature-page.ts';
import { signedDocumentPdf } from './order-pdf.ts';
import type { OrderTerms, SigningOrderRow } from './orders.ts';

interface DemoOrder {
  family: orderSigning.OrderFamily;
  folio: string;
  owner: { rut: string; name: string };
  /** Days from today: when it was given, and its last day to sign. */
  given: number;
  lastDay: number;
  instrument: string;
  description: (today: IsoDate) => string;
  currency: Currency;
  /** Whole units of `currency` (pesos, dollars, euros). */
  units: bigint;
  documentType?: orderSigning.DocumentType;
  matchesProfile?: boolean;
  terms?: (today: IsoDate) => OrderTerms;
  /** Signed `signed` days from today by the owner's signer (demo history). */
  signed?: { daysAgo: number; signer: { rut: string; name: string; code: string } };
}

const camila = { rut: CAMILA, name: 'Camila Andrea Rojas Fuentes' };
const camilaSigner = { rut: CAMILA, name: 'Camila Andrea Rojas Fuentes', code: '1001' };
const cordillera = { rut: CORDILLERA, name: 'Inversiones Cordillera SpA' };
const pacifico = { rut: PACIFICO, name: 'Comercial Pacífico Ltda.' };

const day = (today: IsoDate, days: number) => formatDisplayDate(addDays(today, days));
const usd = (n: number) => formatCurrency(n, 'USD');
const clp = (n: number) => formatCurrency(n, 'CLP');
/** A price in pesos with its two decimals (an exchange rate), which whole pesos would round. */
const rate = (n: number) => `$ ${formatNumber(n, 2)}`;

const forwardTerms =
  (side: 'Compra' | 'Venta', currency: string, price: number, maturityDays: number) =>
  (today: IsoDate): OrderTerms => ({
    rows: [
      ['Operación', `${side} a plazo de ${currency}`],
      ['Precio forward', rate(price)],
      ['Fecha de vencimiento', day(today, maturityDays)],
      ['Modalidad de cumplimiento', 'Compensación en pesos'],
    ],
  });

export const demoOrders: readonly DemoOrder[] = [
  {
    family: 'forward',
    folio: '710231',
    owner: camila,
    given: -1,
    lastDay: 2,
    instrument: 'Forward USD/CLP',
    description: (t) =>
      `Compra a plazo de US$ 50.000 a $ 948,30, con vencimiento el ${day(t, 90)}.`,
    currency: 'USD',
    units: 50_000n,
    terms: forwardTerms('Compra', 'dólares', 948.3, 90),
  },
  {
    family: 'forward',
    folio: '710232',
    owner: camila,
    given: -2,
    lastDay: 0,
    instrument: 'Forward USD/CLP',
    description: (t) => `Venta a plazo de US$ 20.000 a $ 951,10, con vencimiento el ${day(t, 60)}.`,
    currency: 'USD',
    units: 20_000n,
    terms: forwardTerms('Venta', 'dólares', 951.1, 60),
  },
  {
    family: 'forward',
    folio: '710233',
    owner: camila,
    given: -1,
    lastDay: 3,
    instrument: 'Forward EUR/CLP',
    description: (t) =>
      `Compra a plazo de € 30.000 a $ 1.032,40, con vencimiento el ${day(t, 180)}.`,
    currency: 'EUR',
    units: 30_000n,
    matchesProfile: false,
    terms: forwardTerms('Compra', 'euros', 1032.4, 180),
  },
  {
    family: 'forward',
    folio: '710234',
    owner: camila,
    given: 0,
    lastDay: 1,
    instrument: 'Forward USD/CLP',
    description: () => 'Liquidación anticipada del forward folio 710190 por US$ 10.000.',
    currency: 'USD',
    units: 10_000n,
    documentType: 'LIQUIDACION_ANTICIPADA',
    terms: (t) => ({
      earlySettlement: {
        folioOriginal: '710190',
        rows: [
          ['Precio forward pactado', rate(941.25)],
          ['Precio de liquidación', rate(946.8)],
          ['Fecha de liquidación', day(t, 1)],
          ['Resultado para el cliente', clp(55_500)],
        ],
        original: {
          description: `Compra a plazo de US$ 10.000 a $ 941,25, con vencimiento el ${day(t, 45)}.`,
          rows: forwardTerms('Compra', 'dólares', 941.25, 45)(t).rows ?? [],
        },
      },
    }),
  },
  {
    family: 'forward',
    folio: '710215',
    owner: camila,
    given: -21,
    lastDay: -18,
    instrument: 'Forward USD/CLP',
    description: (t) =>
      `Compra a plazo de US$ 15.000 a $ 939,80, con vencimiento el ${day(t, 40)}.`,
    currency: 'USD',
    units: 15_000n,
    terms: forwardTerms('Compra', 'dólares', 939.8, 40),
    signed: { daysAgo: 20, signer: camilaSigner },
  },
  {
    family: 'forward',
    folio: '710220',
    owner: camila,
    given: -12,
    lastDay: -10,
    instrument: 'Forward USD/CLP',
    description: (t) => `Venta a plazo de US$ 8.000 a $ 944,00, con vencimiento el ${day(t, 20)}.`,
    currency: 'USD',
    units: 8_000n,
    terms: forwardTerms('Venta', 'dólares', 944, 20),
  },
  {
    family: 'internacional',
    folio: '820114',
    owner: camila,
    given: -1,
    lastDay: 2,
    instrument: 'Apple Inc. (AAPL) · NASDAQ',
    description: () => 'Compra de 120 acciones de Apple Inc. a precio límite US$ 220,00.',
    currency: 'USD',
    units: 26_400n,
    terms: () => ({
      rows: [
        ['Operación', 'Compra'],
        ['Cantidad', '120 acciones'],
        ['Precio límite', usd(220)],
        ['Intermediario', 'Inversis Banco'],
      ],
    }),
  },
  {
    family: 'internacional',
    folio: '820115',
    owner: camila,
    given: -1,
    lastDay: 4,
    instrument: 'iShares Core S&P 500 ETF (IVV) · NYSE',
    description: () => 'Compra de 40 cuotas del ETF IVV a precio de mercado.',
    currency: 'USD',
    units: 23_600n,
    matchesProfile: false,
    terms: () => ({
      rows: [
        ['Operación', 'Compra'],
        ['Cantidad', '40 cuotas'],
        ['Precio de referencia', usd(590)],
        ['Intermediario', 'Inversis Banco'],
      ],
    }),
  },
  {
    family: 'internacional',
    folio: '820101',
    owner: camila,
    given: -16,
    lastDay: -13,
    instrument: 'Microsoft Corp. (MSFT) · NASDAQ',
    description: () => 'Venta de 30 acciones de Microsoft Corp. a precio de mercado.',
    currency: 'USD',
    units: 12_900n,
    signed: { daysAgo: 15, signer: camilaSigner },
  },
  {
    family: 'mlt',
    folio: '930045',
    owner: camila,
    given: -1,
    lastDay: 2,
    instrument: 'Fondo Mutuo Renta Chile',
    description: () =>
      'Liquidación del rescate folio 5521034 y traspaso a Fondo Mutuo Acciones Globales.',
    currency: 'CLP',
    units: 3_500_000n,
    terms: () => ({
      mlt: {
        folioRescate: '5521034',
        fondoOrigen: 'Fondo Mutuo Renta Chile',
        observacionesMandato:
          'Traspaso total del rescate a Fondo Mutuo Acciones Globales, serie B.',
      },
    }),
  },
  {
    family: 'mlt',
    folio: '930031',
    owner: camila,
    given: -30,
    lastDay: -27,
    instrument: 'Fondo Mutuo Deuda Corporativa',
    description: () =>
      'Liquidación del rescate folio 5519876 y traspaso a Fondo Mutuo Renta Chile.',
    currency: 'CLP',
    units: 1_200_000n,
    terms: () => ({
      mlt: {
        folioRescate: '5519876',
        fondoOrigen: 'Fondo Mutuo Deuda Corporativa',
        observacionesMandato: 'Traspaso parcial a Fondo Mutuo Renta Chile, serie A.',
      },
    }),
  },
  {
    family: 'simultanea',
    folio: '640087',
    owner: camila,
    given: 0,
    lastDay: 1,
    instrument: 'SQM-B · Bolsa de Santiago',
    description: () => 'Simultánea a 30 días: compra al contado y venta a plazo de 800 SQM-B.',
    currency: 'CLP',
    units: 31_840_000n,
    documentType: 'OSIM',
    terms: (t) => ({
      rows: [
        ['Cantidad', '800 acciones'],
        ['Precio contado', clp(39_800)],
        ['Precio a plazo', clp(40_120)],
        ['Fecha de la venta a plazo', day(t, 30)],
      ],
    }),
  },
  {
    family: 'simultanea',
    folio: '640070',
    owner: camila,
    given: -9,
    lastDay: -8,
    instrument: 'Banco de Chile · Bolsa de Santiago',
    description: () => 'Simultánea a 15 días: compra al contado y venta a plazo de 50.000 CHILE.',
    currency: 'CLP',
    units: 5_250_000n,
    documentType: 'OSIM',
  },
  {
    family: 'forward',
    folio: '710240',
    owner: pacifico,
    given: -1,
    lastDay: 3,
    instrument: 'Forward USD/CLP',
    description: (t) =>
      `Venta a plazo de US$ 120.000 a $ 950,20, con vencimiento el ${day(t, 90)}.`,
    currency: 'USD',
    units: 120_000n,
    terms: forwardTerms('Venta', 'dólares', 950.2, 90),
  },
  {
    family: 'forward',
    folio: '710241',
    owner: cordillera,
    given: -1,
    lastDay: 3,
    instrument: 'Forward USD/CLP',
    description: (t) =>
      `Compra a plazo de US$ 75.000 a $ 948,90, con vencimiento el ${day(t, 60)}.`,
    currency: 'USD',
    units: 75_000n,
    terms: forwardTerms('Compra', 'dólares', 948.9, 60),
  },
];

/** Whole units of the currency in its minor units (pesos, cents). */
const minorUnits = (units: bigint, currency: Currency) =>
  units * 10n ** BigInt(currencyDecimals[currency]);

/** The rows of the demo orders for `today` (ids are the database's). */
export function demoOrderRows(today: IsoDate): (SigningOrderRow & { demo: DemoOrder })[] {
  return demoOrders.map((order) => ({
    id: '',
    family: order.family,
    folio: order.folio,
    ownerRut: order.owner.rut,
    ownerName: order.owner.name,
    orderedOn: addDays(today, order.given),
    expiresOn: addDays(today, order.lastDay),
    instrument: order.instrument,
    description: order.description(today),
    currency: order.currency,
    amount: minorUnits(order.units, order.currency),
    documentType: order.documentType ?? (order.family === 'simultanea' ? 'OSIM' : 'CONTRATO'),
    matchesProfile: order.matchesProfile ?? true,
    terms: order.terms?.(today) ?? {},
    demo: order,
  }));
}

/** Inserts the demo orders (and the signatures of the signed ones) not yet there. */
export async function seedDemoOrders(db: Queryable, today: IsoDate): Promise<void> {
  for (const row of demoOrderRows(today)) {
    const [inserted] = await db.query<{ id: string }>(
      `INSERT INTO signing_orders (family, folio, owner_rut, owner_name, ordered_on, expires_on,
         instrument, description, currency, amount, document_type, matches_profile, terms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)
       ON CONFLICT (family, folio) DO NOTHING RETURNING id::text AS id`,
      [
        row.family,
        row.folio,
        row.ownerRut,
        row.ownerName,
        row.orderedOn,
        row.expiresOn,
        row.instrument,
        row.description,
        row.currency,
        row.amount.toString(),
        row.documentType,
        row.matchesProfile,
        JSON.stringify(row.terms),
      ],
    );
    const signed = row.demo.signed;
    if (!inserted || !signed) continue;
    const hash = sha256(await signedDocumentPdf(row));
    await db.query(
      `INSERT INTO order_signatures (order_id, document_type, signer_rut, signer_name,
         profile_code, profile_name, method, signed_at, pdf_sha256, authorization_id, session_id)
       VALUES ($1, $2, $3, $4, $5, $6, 'cronto', $7, $8, $9, 'demo')`,
      [
        inserted.id,
        row.documentType,
        signed.signer.rut,
        signed.signer.name,
        signed.signer.code,
        row.ownerName,
        santiagoInstant(addDays(today, -signed.daysAgo), '11:20'),
        hash,
        randomUUID(),
      ],
    );
  }
}
