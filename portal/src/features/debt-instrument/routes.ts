import { STOCKS_ROUTE } from '../stocks/routes.ts';

/** Spec 2 area `debt-instrument` under Acciones: fixed income and pactos (spec 7, read only). */
export const FIXED_INCOME_PATH = `${STOCKS_ROUTE}/rentaFija`;
export const REPOS_PATH = `${STOCKS_ROUTE}/pactos`;
