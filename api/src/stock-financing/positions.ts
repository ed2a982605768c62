// The owner's simultáneas and ventas cortas as the contract carries them: amounts and rates from
// the stored terms with the bigint helpers (never float money), the venta corta's result at the
// share's price now, and a simultánea's signature state from its order in Firma de Operaciones.
import type { stockFinancing as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { marketDate } from '../market/clock.ts';
import { daysBetween } from '../market/iso-date.ts';
import { divide, toWireNumber, unitsValue } from '../market/money.ts';
import { findStock } from '../market/stock-catalogue.ts';
import { stockQuote } from '../market/stock-prices.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { wirePrice } from '../stocks/quotes.ts';

interface Row {
  folio: string;
  ticker: string;
  quantity: number;
  start_date: string;
  due_date: string;
  price: string;
  forward_price: string | null;
  fee_rate: string | null;
  collateral: string | null;
  /** Simultánea: the desk's signing order's last day, and whether it was signed. */
  signing_expires: string | null;
  signed: boolean;
}

const rowsOf = (db: Queryable, rut: string, kind: 'simultanea' | 'ventaCorta') =>
  db.query<Row>(
    `SELECT f.folio::text, f.ticker, f.quantity,
       to_char(f.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(f.due_date, 'YYYY-MM-DD') AS due_date,
       f.price::text, f.forward_price::text, f.fee_rate::text, f.collateral::text,
       to_char(s.expires_on, 'YYYY-MM-DD') AS signing_expires,
       (g.order_id IS NOT NULL) AS signed
     FROM stock_financing f
     LEFT JOIN signing_orders s ON s.family = 'simultanea' AND s.folio = f.folio::text
       AND s.owner_rut = f.owner_rut
     LEFT JOIN order_signatures g ON g.order_id = s.id
     WHERE f.owner_rut = $1 AND f.kind = $2
     ORDER BY f.due_date, f.folio`,
    [rut, kind],
  );

/** Shares times a price (PRICE_DECIMALS) in whole pesos, half up. */
const sharesValue = (quantity: number, price: bigint) =>
  unitsValue(BigInt(quantity) * 10_000n, price, 'CLP');

const nameOf = (ticker: string) => findStock(ticker)?.name ?? ticker;

/**
 * No signing order: signed on paper at the desk. Otherwise signed, in time to sign, or expired
 * unsigned after its last day.
 */
function signatureState(row: Row, today: string): contract.SignatureState {
  if (row.signing_expires === null || row.signed) return 'firmada';
  return row.signing_expires >= today ? 'porFirmar' : 'vencida';
}

export async function simultaneasOf(
  db: Queryable,
  rut: string,
  now: number,
): Promise<contract.SimultaneasResponse> {
  const today = marketDate(now);
  let total = 0n;
  const simultaneas = (await rowsOf(db, rut, 'simultanea')).map((row) => {
    const spot = BigInt(row.price);
    const forward = BigInt(row.forward_price ?? row.price);
    const days = daysBetween(row.start_date, row.due_date);
    const financed = sharesValue(row.quantity, spot);
    total += financed;
    // (forward / spot - 1) x 30 / days, in percentage points with 4 decimals, half up.
    const monthly = divide((forward - spot) * 30n * 1_000_000n, spot * BigInt(days), 'halfUp');
    return {
      folio: row.folio,
      nemo: row.ticker,
      nombre: nameOf(row.ticker),
      cantidad: row.quantity,
      fechaInicio: row.start_date,
      fechaVencimiento: row.due_date,
      dias: days,
      precioContado: wirePrice(spot),
      precioPlazo: wirePrice(forward),
      montoFinanciado: wireMoney(financed, 'CLP'),
      montoPlazo: wireMoney(sharesValue(row.quantity, forward), 'CLP'),
      tasaMensual: toWireNumber(monthly, 4),
      estadoFirma: signatureState(row, today),
    };
  });
  return { simultaneas, totalFinanciado: wireMoney(total, 'CLP') };
}

export async function ventasCortasOf(
  db: Queryable,
  rut: string,
  now: number,
): Promise<contract.VentasCortasResponse> {
  let at = now;
  let collateralTotal = 0n;
  let resultTotal = 0n;
  const ventasCortas = (await rowsOf(db, rut, 'ventaCorta')).map((row) => {
    const quote = stockQuote(row.ticker, now);
    at = quote.at;
    const sale = BigInt(row.price);
    const collateral = BigInt(row.collateral ?? '0');
    // What selling high and buying back now gives: positive when the price fell.
    const result = sharesValue(row.quantity, sale) - sharesValue(row.quantity, quote.last);
    collateralTotal += collateral;
    resultTotal += result;
    return {
      folio: row.folio,
      nemo: row.ticker,
      nombre: nameOf(row.ticker),
      cantidad: row.quantity,
      precioVenta: wirePrice(sale),
      fechaInicio: row.start_date,
      fechaVencimiento: row.due_date,
      tasaPrestamo: toWireNumber(BigInt(row.fee_rate ?? '0'), 4),
      garantia: wireMoney(collateral, 'CLP'),
      precioActual: wirePrice(quote.last),
      resultado: wireMoney(result, 'CLP'),
    };
  });
  return {
    hora: new Date(at).toISOString(),
    ventasCortas,
    garantiaTotal: wireMoney(collateralTotal, 'CLP'),
    resultadoTotal: wireMoney(resultTotal, 'CLP'),
  };
}
