export const executiveBanner = {
  title: 'Su ejecutivo de inversiones',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  schedule: 'Agendar reunión online',
} as const;
