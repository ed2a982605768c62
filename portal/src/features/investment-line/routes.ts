import { STOCKS_ROUTE } from '../stocks/routes.ts';

/** Spec 7 "investment lines": the line a client buys shares with, under Acciones. */
export const INVESTMENT_LINE_PATH = `${STOCKS_ROUTE}/lineaInversion`;
