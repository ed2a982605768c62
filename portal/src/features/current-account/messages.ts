// Mi Cuenta Corriente (spec 7 "CCM balances and movements"; the spec shows no texts for it).
export const page = {
  title: 'Mi Cuenta Corriente',
  intro:
    'Su dinero disponible en la corredora: aquí llegan sus abonos, rescates y compras de dólares, y desde aquí paga sus inversiones.',
  balances: 'Saldo disponible',
  payIn: 'Abonar con Botón de Pago',
  transfer: 'Transferir a mi banco',
  account: 'Cuenta',
  accountOption: (currency: string, number: string) =>
    `Cuenta Corriente en ${currency === 'USD' ? 'dólares' : 'pesos'} N° ${number}`,
  accountFacts: {
    balance: 'Saldo contable',
    available: 'Disponible',
    inTransit: 'En tránsito',
  },
  noAccounts:
    'No tiene una Cuenta Corriente con la corredora. Para abrirla, contacte a su ejecutivo de inversiones.',
} as const;

export const movements = {
  title: 'Movimientos',
  filterLabel: 'Filtrar movimientos por período',
  clear: 'Ver todos',
  periodShown: (from: string, to: string) => `Movimientos del ${from} al ${to}.`,
  pagination: 'Páginas de movimientos',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  columns: {
    date: 'Fecha',
    type: 'Movimiento',
    status: 'Estado',
    amount: 'Monto',
    balance: 'Saldo',
  },
  types: {
    deposito: 'Depósito',
    botonPago: 'Abono con botón de pago',
    pagoRescate: 'Pago de rescate',
    inversion: 'Inversión en fondos mutuos',
    transferencia: 'Transferencia a cuenta bancaria',
    transferenciaExterior: 'Transferencia al exterior',
    comisionTransferenciaExterior: 'Comisión de transferencia al exterior',
    compraDivisas: 'Compra de dólares',
    ventaDivisas: 'Venta de dólares',
    compraAcciones: 'Compra de acciones',
    ventaAcciones: 'Venta de acciones',
    dividendoAcciones: 'Dividendo de acciones',
    giroLinea: 'Giro de línea de inversión',
    devolucionComisiones: 'Devolución de comisiones',
    otro: 'Otro movimiento',
  },
  statuses: { enTransito: 'En tránsito', liquidado: 'Liquidado', anulado: 'Anulado' },
} as const;

export const transfer = {
  title: 'Transferir a mi banco',
  intro:
    'Transfiera saldo de su Cuenta Corriente a una cuenta bancaria registrada a su nombre, en la misma moneda.',
  from: 'Cuenta de origen',
  to: 'Cuenta de destino',
  bankOption: (bank: string, type: string, masked: string) => `${bank}, ${type} ${masked}`,
  amount: 'Monto a transferir',
  available: (amount: string) => `Disponible: ${amount}.`,
  deadline:
    'Las transferencias solicitadas antes de las 14:00 en día hábil salen hoy; después, el siguiente día hábil bancario.',
  noBankAccounts:
    'No tiene cuentas bancarias registradas en esta moneda. Regístrelas en Mis Datos Personales.',
  registerLink: 'Ir a Cuentas Bancarias y Formas de Pago',
  submit: 'Transferir',
  sending: 'Transfiriendo...',
  cancel: 'Cancelar',
  retry: 'Reintentar',
  required: 'Complete este campo.',
  failed: 'No fue posible ingresar la transferencia. Sus datos se mantienen: puede reintentar.',
  done: (amount: string, bank: string, date: string, outOfHours: boolean) =>
    `Transferencia ingresada: ${amount} a ${bank}. ${outOfHours ? `Por el horario, sale el siguiente día hábil, ${date}.` : `Sale hoy, ${date}.`}`,
} as const;
