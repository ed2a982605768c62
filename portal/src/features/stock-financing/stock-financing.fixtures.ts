import type { stockFinancing } from '@inversiones/contract';

const pesos = (amount: number) => ({ amount, currency: 'CLP' as const });

/** Camila's simultáneas as the API answers them: one running and signed, one to sign. */
export const simultaneasAnswer: stockFinancing.SimultaneasResponse = {
  simultaneas: [
    {
      folio: '640052',
      nemo: 'CENCOSUD',
      nombre: 'Cencosud S.A.',
      cantidad: 20_000,
      fechaInicio: '2026-11-06',
      fechaVencimiento: '2026-12-21',
      dias: 45,
      precioContado: 1_412.5,
      precioPlazo: 1_430.51,
      montoFinanciado: pesos(28_250_000),
      montoPlazo: pesos(28_610_200),
      tasaMensual: 0.85,
      estadoFirma: 'firmada',
    },
    {
      folio: '640087',
      nemo: 'SQM-B',
      nombre: 'Sociedad Química y Minera de Chile S.A., Serie B',
      cantidad: 800,
      fechaInicio: '2026-11-27',
      fechaVencimiento: '2026-12-27',
      dias: 30,
      precioContado: 39_800,
      precioPlazo: 40_120,
      montoFinanciado: pesos(31_840_000),
      montoPlazo: pesos(32_096_000),
      tasaMensual: 0.804,
      estadoFirma: 'porFirmar',
    },
  ],
  totalFinanciado: pesos(60_090_000),
};

/** Her venta corta, priced when the price rose since the sale: a loss. */
export const shortSalesAnswer: stockFinancing.VentasCortasResponse = {
  hora: '2026-11-27T15:00:00.000Z',
  ventasCortas: [
    {
      folio: '820041',
      nemo: 'FALABELLA',
      nombre: 'Falabella S.A.',
      cantidad: 3_000,
      precioVenta: 4_210.3,
      fechaInicio: '2026-10-23',
      fechaVencimiento: '2027-01-21',
      tasaPrestamo: 3.5,
      garantia: pesos(18_946_350),
      precioActual: 4_305.1,
      resultado: pesos(-284_400),
    },
  ],
  garantiaTotal: pesos(18_946_350),
  resultadoTotal: pesos(-284_400),
};
