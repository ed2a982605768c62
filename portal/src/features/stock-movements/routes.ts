import { STOCKS_ROUTE } from '../stocks/routes.ts';

/** The shares bought and sold and the dividends paid in a period (spec 2 area `acciones`). */
export const STOCK_MOVEMENTS_PATH = `${STOCKS_ROUTE}/movimientos`;
