export const footer = {
  label: 'Pie de página',
  publicSite: 'Sitio público',
  contact: 'Contacto',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  complaints: 'Canal de reclamos',
  service: 'Atención al cliente',
  privacy: 'Política de privacidad',
} as const;
