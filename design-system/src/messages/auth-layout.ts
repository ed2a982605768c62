export const authLayout = {
  legal: 'Inversiones Administradora General de Fondos S.A.',
  help: 'Ayuda',
} as const;
