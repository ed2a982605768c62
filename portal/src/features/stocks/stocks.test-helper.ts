import type { stockOrders, stocks } from '@inversiones/contract';

/** An amount in pesos as the API writes it. */
export const pesos = (amount: number) => ({ amount, currency: 'CLP' as const });

/** A share's quote as the API answers it, with `over` changed. */
export const quote = (nemo: string, over: Partial<stocks.StockQuote> = {}): stocks.StockQuote => ({
  nemo,
  nombre: `Empresa ${nemo}`,
  sector: 'Bancos',
  precio: 125.12,
  cierreAnterior: 124.5,
  apertura: 124.8,
  maximo: 125.6,
  minimo: 124.3,
  variacion: 0.498,
  soloLimite: false,
  fecha: '2026-11-27',
  ...over,
});

export const schedule = (fase: stocks.SessionPhase = 'abierto'): stocks.Schedule => ({
  fecha: '2026-11-27',
  fase,
  abre: '09:30',
  cierra: '16:00',
  proximaApertura: '2026-11-30T12:30:00.000Z',
});

/** Buying and selling enabled in the session `fase`, or the sale refused with `saleRefusal`. */
export const enablement = (
  fase: stocks.SessionPhase = 'abierto',
  saleRefusal?: string,
): stockOrders.EnablementResponse => ({
  horario: schedule(fase),
  compra: { habilitado: true, mensaje: null },
  venta: saleRefusal
    ? { habilitado: false, mensaje: saleRefusal }
    : { habilitado: true, mensaje: null },
});

/** An order as the API answers it (the contract's schema), with `over` changed. */
export const order = (folio: string, over: Partial<stockOrders.Order> = {}): stockOrders.Order => ({
  folio,
  tipo: 'compra',
  nemo: 'SQM-B',
  nombre: 'SQM, Serie B',
  tipoOrden: 'limite',
  cantidad: 300,
  precioLimite: 1_290.5,
  formaPago: 'cuentaCorriente',
  estado: 'pendiente',
  motivo: null,
  cantidadEjecutada: 0,
  precioEjecucion: null,
  montoBruto: pesos(387_150),
  comision: pesos(1_500),
  derechosBolsa: pesos(194),
  iva: pesos(322),
  total: pesos(389_166),
  rueda: '2026-11-27',
  ingresada: '2026-11-27T10:15:44-03:00',
  ejecutada: null,
  anulada: null,
  cuentaCustodia: 'CUS-0001',
  cuentaCorriente: 'CC-0001',
  ...over,
});

/** The price list at 11:00:10 on Friday 27/11/2026 (14:00:10 UTC). */
export const priceList = (
  acciones = [
    quote('CHILE', { nombre: 'Banco de Chile' }),
    quote('SQM-B', { nombre: 'SQM, Serie B', precio: 17_603.72, variacion: -1.0502 }),
    quote('FORUS', { nombre: 'Forus S.A.', sector: 'Comercio', soloLimite: true, variacion: 0 }),
  ],
  fase: stocks.SessionPhase = 'abierto',
): stocks.ListResponse => ({ horario: schedule(fase), hora: '2026-11-27T14:00:10.000Z', acciones });

/** The research portfolio: seven shares adding up to 100. */
export const portfolio = (): stocks.ResearchPortfolioResponse => ({
  fecha: '2026-11-01',
  acciones: [
    ['SQM-B', 18],
    ['CHILE', 17],
    ['COPEC', 15],
    ['CENCOSUD', 14],
    ['CMPC', 13],
    ['ENELCHILE', 12],
    ['PARAUCO', 11],
  ].map(([nemo, peso]) => ({
    accion: quote(String(nemo)),
    peso: Number(peso),
    tesis: `Tesis de ${nemo}.`,
  })),
});
