export const fundCard = {
  series: 'Serie',
  account: 'Cuenta',
  balance: 'Saldo',
  /** Heads the balance line when a date is given: 'Saldo al 20/11/2026'. */
  balanceAt: (date: string) => `Saldo al ${date}`,
  quotaValue: 'Valor cuota',
  currency: 'Moneda',
  riskLevel: 'Nivel de riesgo',
  quotas: 'Cuotas',
  variation: 'Variación',
  /** The word beside a signed variation, so that the trend is never colour alone. */
  trend: { gain: 'Alza', loss: 'Baja', none: 'Sin variación' },
  loading: 'Cargando...',
} as const;
