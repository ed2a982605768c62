export const accountSelect = {
  // Spec 2's exact texts, which say tú; the rest of the portal says usted (only ¿ is added).
  title: 'Selecciona una Cuenta',
  subtitle: '¿A cuál quieres ingresar?',
  tableLabel: 'Cuentas disponibles',
  name: 'Nombre',
  rut: 'Rut',
  profile: 'Perfil',
  action: 'Acción',
  enter: 'Ingresar',
  enterAccount: (name: string) => `Ingresar a ${name}`,
} as const;
