import type { stockOrders } from '@inversiones/contract';
import { STOCKS_ROUTE } from '../stocks/routes.ts';

/** Comprar and Vender of a share: /acciones/SQM-B/comprar, /acciones/SQM-B/vender. */
export const SIDE_SEGMENTS = { compra: 'comprar', venta: 'vender' } as const;

export const tradePath = (ticker: string, side: stockOrders.OrderSide) =>
  `${STOCKS_ROUTE}/${encodeURIComponent(ticker)}/${SIDE_SEGMENTS[side]}`;

/** An order's voucher, read again by folio (a reload shows it again). */
export const orderReceiptPath = (folio: string) => `${STOCKS_ROUTE}/comprobante/${folio}`;
