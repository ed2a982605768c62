export const steps = {
  label: 'Pasos',
  states: {
    current: 'paso actual',
    remaining: 'pendiente',
    completed: 'completado',
    error: 'con errores',
  },
  counter: (current: number, total: number) => `Paso ${current} de ${total}`,
} as const;
