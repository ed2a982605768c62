import { STOCKS_ROUTE } from '../stocks/routes.ts';

/** Spec 7 "current accounts" and "destination accounts": the accounts to trade shares with. */
export const STOCK_ACCOUNTS_PATH = `${STOCKS_ROUTE}/cuentas`;

/** Where the client registers a bank account (Mis Datos Personales, its bank accounts tab). */
export const BANK_ACCOUNTS_PATH = '/miPerfil/misDatosPersonales/cuentasBancarias';

/** The current-account page with `account` chosen: its Transferir a mi banco is there. */
export const currentAccountHref = (account: string) =>
  `/ccm/saldos?${new URLSearchParams({ cuenta: account }).toString()}`;
