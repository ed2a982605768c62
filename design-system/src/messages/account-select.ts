export const accountSelect = {
  title: 'Selecciona una Cuenta',
  subtitle: 'A cuál quieres ingresar?',
  tableLabel: 'Cuentas disponibles',
  name: 'Nombre',
  rut: 'Rut',
  profile: 'Perfil',
  action: 'Acción',
  enter: 'Ingresar',
  enterAccount: (name: string) => `Ingresar a ${name}`,
} as const;
