// Mis subcuentas' texts: ours (the spec names the calls only); apart, so the invest tabs do not load them.
export const subAccounts = {
  title: 'Mis subcuentas',
  intro:
    'Separe sus ahorros por meta: cada subcuenta de fondos mutuos tiene su propio saldo y puede elegirla al invertir o al crear un PAC.',
  columns: {
    name: 'Subcuenta',
    number: 'N° de cuenta',
    opened: 'Apertura',
    holdings: 'Fondos',
    value: 'Saldo',
  },
  open: 'Abrir subcuenta',
  opening: 'Abriendo...',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  dialogTitle: 'Abrir una subcuenta',
  dialogIntro: 'La subcuenta se abre al instante, bajo su mismo número de cliente y sin costo.',
  alias: 'Nombre de la subcuenta',
  aliasHint: 'Por ejemplo: Vacaciones, Casa propia, Fondo de emergencia.',
  aliasRequired: 'Ingrese un nombre para la subcuenta.',
  failed: 'No fue posible abrir la subcuenta. Por favor, reintente en unos instantes.',
  opened: (alias: string, number: string) => `Subcuenta ${alias} abierta con el número ${number}.`,
  investThere: 'Invertir en esta subcuenta',
  limit: (max: number) =>
    `Puede tener hasta ${max} subcuentas de fondos mutuos. Para abrir otra, contacte a su ejecutivo.`,
} as const;
