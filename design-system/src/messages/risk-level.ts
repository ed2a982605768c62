export const riskLevel = {
  label: 'Nivel de riesgo',
  /** The level in words and figures: '4 de 7'. */
  of: (level: number, max: number) => `${level} de ${max}`,
  lower: 'Menor riesgo',
  higher: 'Mayor riesgo',
} as const;
