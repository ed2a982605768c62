import { STOCKS_ROUTE } from '../stocks/routes.ts';

/** Spec 7 "rebates": the devolución de comisiones, under Acciones. */
export const STOCK_REBATES_PATH = `${STOCKS_ROUTE}/devoluciones`;
