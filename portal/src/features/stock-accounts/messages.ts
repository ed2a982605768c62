// Cuentas para operar (spec 7 "current accounts", "destination accounts"): the spec gives no
// texts; these are chosen.
export const page = {
  title: 'Cuentas para operar',
  back: 'Volver a Acciones',
  intro:
    'Sus compras de acciones se pagan desde su cuenta corriente en pesos y sus ventas se abonan en ella. Desde ahí puede transferir el dinero a su banco.',
} as const;

export const current = {
  title: 'Cuentas corrientes',
  label: 'Cuentas corrientes para operar acciones',
  columns: {
    account: 'Cuenta',
    currency: 'Moneda',
    available: 'Disponible',
    use: 'Uso en acciones',
  },
  currency: { CLP: 'Pesos', USD: 'Dólares' },
  settles: 'Paga sus compras y recibe sus ventas',
  notUsed: 'No se usa para operar acciones',
  availableHelp:
    'El disponible en pesos descuenta lo reservado por sus órdenes de compra pendientes.',
  empty:
    'No tiene una Cuenta Corriente con la corredora. Para abrirla, contacte a su ejecutivo de inversiones.',
  transfer: 'Transferir a mi banco',
} as const;

export const destination = {
  title: 'Cuentas de destino',
  label: 'Cuentas bancarias de destino',
  intro: 'Las cuentas bancarias a su nombre a las que puede transferir el dinero de sus ventas.',
  columns: { bank: 'Banco', type: 'Tipo de cuenta', currency: 'Moneda', number: 'Número' },
  empty: 'No tiene cuentas bancarias registradas.',
  register: 'Registrar una cuenta bancaria',
} as const;
