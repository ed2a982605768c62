export const login = {
  title: 'Ingreso de clientes',
  comingSoon:
    'El ingreso con su RUT y clave estará disponible próximamente. Por ahora puede volver al inicio.',
  backHome: 'Volver al inicio',
} as const;
