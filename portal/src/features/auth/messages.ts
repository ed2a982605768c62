// The Spanish texts of the auth area: login, account selection, second factor and logout.
import { RUT_EXAMPLE } from '@inversiones/design-system';

/** The login screen. */
export const login = {
  title: 'Ingreso de clientes',
  loginIntro: 'Ingrese con su RUT y su clave de acceso.',
  rut: 'RUT',
  rutDescription: `Ejemplo: ${RUT_EXAMPLE}`,
  rutRequired: 'Ingrese su RUT.',
  rutInvalid: 'El RUT no es válido.',
  password: 'Clave',
  passwordRequired: 'Ingrese su clave.',
  submit: 'Ingresar',
  submitting: 'Ingresando...',
  securityNote:
    'Por su seguridad, nunca le pediremos su clave por correo electrónico ni por teléfono.',
  forgotPassword: '¿Olvidó su clave?',
  unlockAccount: 'Desbloquear mi cuenta',
  /** Enrolment: a client of the firm without web access yet (not in the spec's texts). */
  createPassword: '¿Primera vez? Crear mi clave',
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

/** The account selection. */
export const accountSelect = {
  /** The page's name in the document's title (the screen's own heading is the spec's). */
  pageTitle: 'Selección de cuenta',
  accountsLoadError: 'No fue posible obtener sus cuentas. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;

/** The second-factor (clave primaria) screen. */
export const primaryKey = {
  primaryKeyTitle: 'Clave primaria',
  primaryKeyIntro:
    'Para proteger su cuenta, confirme su identidad con el código de su clave primaria (segundo factor).',
  primaryKeyCode: 'Código de verificación',
  primaryKeyCodeDescription: 'Código de 6 dígitos de su dispositivo de seguridad.',
  appCodeDescription: 'Los 6 dígitos que muestra ahora su aplicación de autenticación.',
  sentCodeDescription: 'Los 6 dígitos del código que le enviamos.',
  primaryKeyCodeInvalid: 'Ingrese los 6 dígitos del código.',
  primaryKeyContinue: 'Continuar',
  verifying: 'Verificando...',
  refusedTitle: 'No fue posible verificar el código',
  sendCode: 'Enviar código',
  resendCode: 'Enviar un nuevo código',
  sending: 'Enviando...',
  sent: (destination: string, minutes: number) =>
    `Le enviamos un código a ${destination}. Vence en ${minutes} minutos.`,
  useMethod: {
    cronto: 'Usar mi aplicación de autenticación',
    sms: 'Recibir el código por SMS',
    email: 'Recibir el código por correo electrónico',
  },
  loading: 'Cargando su método de verificación...',
  backToLogin: 'Volver al ingreso',
} as const;
