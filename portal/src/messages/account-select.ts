/** Issue 8: the account selection. */
export const accountSelect = {
  accountsLoadError: 'No fue posible obtener sus cuentas. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
