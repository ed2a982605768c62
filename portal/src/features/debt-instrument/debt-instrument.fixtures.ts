import type { fixedIncome, repos } from '@inversiones/contract';

const pesos = (amount: number) => ({ amount, currency: 'CLP' as const });
const uf = (amount: number) => ({ amount, currency: 'UF' as const });

/** Camila's fixed income as the API answers it on Friday 27/11/2026 (the API's demo). */
export const fixedIncomeAnswer: fixedIncome.BalancesResponse = {
  fecha: '2026-11-27',
  valorUF: 40_179.24,
  posiciones: [
    {
      folio: '910102',
      nemo: 'FNBCH-281226',
      tipo: 'DPF',
      emisor: 'Banco de Chile',
      nominal: pesos(25_000_000),
      tasa: 5.4,
      fechaCompra: '2026-09-28',
      fechaVencimiento: '2026-12-28',
      diasAlVencimiento: 31,
      montoCompra: pesos(25_000_000),
      valor: pesos(25_221_918),
      valorPesos: pesos(25_221_918),
    },
    {
      folio: '910103',
      nemo: 'FUSAN-110527',
      tipo: 'DPF',
      emisor: 'Banco Santander-Chile',
      nominal: uf(500),
      tasa: 2.1,
      fechaCompra: '2026-05-11',
      fechaVencimiento: '2027-05-11',
      diasAlVencimiento: 165,
      montoCompra: uf(500),
      valor: uf(505.75),
      valorPesos: pesos(20_320_651),
    },
    {
      folio: '910101',
      nemo: 'BCU0301130',
      tipo: 'BCU',
      emisor: 'Banco Central de Chile',
      nominal: uf(1_000),
      tasa: 3,
      fechaCompra: '2025-11-12',
      fechaVencimiento: '2030-11-12',
      diasAlVencimiento: 1_446,
      montoCompra: uf(1_000),
      valor: uf(1_001.23),
      valorPesos: pesos(40_228_662),
    },
  ],
  totalPesos: pesos(85_771_231),
};

export const fixedIncomeMovementsAnswer: fixedIncome.MovementsResponse = {
  movimientos: [
    {
      fecha: '2026-11-12',
      tipo: 'cupon',
      folio: '910101',
      nemo: 'BCU0301130',
      tipoInstrumento: 'BCU',
      monto: uf(15.04),
      montoPesos: pesos(603_486),
    },
    {
      fecha: '2026-07-30',
      tipo: 'vencimiento',
      folio: '910100',
      nemo: 'BTP0600726',
      tipoInstrumento: 'BTP',
      monto: pesos(10_297_534),
      montoPesos: pesos(10_297_534),
    },
  ],
};

/** Her running pacto: 20 days left of 30. */
export const reposAnswer: repos.BalancesResponse = {
  fecha: '2026-11-27',
  pactos: [
    {
      folio: '930202',
      fechaInicio: '2026-11-17',
      fechaVencimiento: '2026-12-17',
      dias: 30,
      diasRestantes: 20,
      montoInvertido: pesos(20_000_000),
      tasaMensual: 0.38,
      montoFinal: pesos(20_076_000),
      valorActual: pesos(20_025_333),
    },
  ],
  totalInvertido: pesos(20_000_000),
  totalActual: pesos(20_025_333),
  totalFinal: pesos(20_076_000),
};

export const repoMovementsAnswer: repos.MovementsResponse = {
  movimientos: [
    {
      fecha: '2026-11-17',
      tipo: 'inicio',
      folio: '930202',
      tasaMensual: 0.38,
      monto: pesos(20_000_000),
    },
    {
      fecha: '2026-10-16',
      tipo: 'vencimiento',
      folio: '930201',
      tasaMensual: 0.42,
      monto: pesos(15_073_500),
    },
  ],
};
