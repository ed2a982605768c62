export const passwordRules = {
  title: 'Su nueva clave debe',
  met: 'Cumplido',
  unmet: 'Pendiente',
  strength: 'Fortaleza estimada',
  levels: ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Muy buena'],
} as const;
