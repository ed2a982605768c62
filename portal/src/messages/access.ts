/** Issue 8: the login screen. */
export const access = {
  loginIntro: 'Ingrese con su RUT y su clave de acceso.',
  rut: 'RUT',
  rutDescription: 'Ejemplo: 12.345.678-5',
  rutRequired: 'Ingrese su RUT.',
  rutInvalid: 'El RUT no es válido.',
  password: 'Clave',
  passwordRequired: 'Ingrese su clave.',
  submit: 'Ingresar',
  submitting: 'Ingresando...',
  securityNote:
    'Por su seguridad, nunca le pediremos su clave por correo electrónico ni por teléfono.',
  loginFailedTitle: 'No fue posible ingresar',
  lockedTitle: 'Cuenta bloqueada',
  /** Messages of /login/{status} when the error handler left none (not in the spec). */
  statuses: {
    sesionExpirada: 'Su sesión ha expirado. Por favor, ingrese nuevamente.',
    expirada: 'Su sesión ha expirado. Por favor, ingrese nuevamente.',
    '401': 'Debe iniciar sesión para continuar.',
    '403': 'No tiene autorización para acceder a esta sección. Ingrese nuevamente.',
    bloqueada:
      'Su cuenta se encuentra bloqueada por seguridad. Para desbloquearla responda sus preguntas de seguridad o contacte a su Ejecutivo de Inversiones.',
    cerrada: 'Su sesión se cerró correctamente.',
  } as Record<string, string>,
  statusFallback: 'Por favor, ingrese nuevamente.',
} as const;
