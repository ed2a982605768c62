export const executiveBanner = {
  title: 'Su ejecutivo de inversiones',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  schedule: 'Agendar reunión online',
  /** The visible label of the phone layout's button that shows the contact and the actions. */
  contact: 'Contactar',
  /** That button's accessible name: starts with the visible label, says whom it contacts. */
  contactLabel: (name: string) => `Contactar a su ejecutivo, ${name}`,
} as const;
