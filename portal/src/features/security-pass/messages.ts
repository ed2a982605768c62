// The Spanish texts of the security pass (the second factor) on Mi perfil.

export const section = {
  title: 'Verificación en dos pasos',
  intro:
    'Al ingresar, además de su clave le pediremos un código de uno de estos métodos. Así, aunque alguien conozca su clave, no podrá entrar a su cuenta.',
  loading: 'Cargando sus métodos de verificación...',
  loadError:
    'No fue posible obtener sus métodos de verificación. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
  empty: 'Aún no tiene métodos de verificación. Le recomendamos agregar al menos uno.',
  listLabel: 'Sus métodos de verificación',
  kinds: {
    cronto: 'Aplicación de autenticación',
    sms: 'Código por SMS',
    email: 'Código por correo electrónico',
  },
  active: 'Activo',
  pending: 'Pendiente de activación',
  since: (date: string) => `Activo desde el ${date}`,
  destination: (where: string) => `Enviamos los códigos a ${where}`,
  blockedUntil: (time: string) =>
    `Bloqueado por intentos fallidos hasta las ${time}. Podrá usarlo nuevamente después de esa hora.`,
  remove: 'Eliminar',
  add: {
    cronto: 'Agregar aplicación de autenticación',
    sms: 'Agregar código por SMS',
    email: 'Agregar código por correo electrónico',
  },
  added: (kind: string) => `${kind}: activado. Le pediremos un código al ingresar.`,
  removed: (kind: string) => `${kind}: eliminado.`,
} as const;

export const code = {
  label: 'Código de verificación',
  appDescription: 'Los 6 dígitos que muestra ahora su aplicación de autenticación.',
  sentDescription: 'Los 6 dígitos del código que le enviamos.',
  invalid: 'Ingrese los 6 dígitos del código.',
  refusedTitle: 'No fue posible verificar el código',
  verifying: 'Verificando...',
  cancel: 'Cancelar',
  send: 'Enviar código',
  resend: 'Enviar un nuevo código',
  sending: 'Enviando...',
  sent: (destination: string, minutes: number) =>
    `Le enviamos un código a ${destination}. Vence en ${minutes} minutos.`,
} as const;

export const enrolApp = {
  title: 'Agregar aplicación de autenticación',
  step1:
    'Abra su aplicación de autenticación (por ejemplo Google Authenticator o Microsoft Authenticator) y escanee este código QR.',
  qrLabel: 'Código QR para agregar su cuenta de Inversiones a la aplicación de autenticación',
  step2: 'Si no puede escanearlo, agregue la cuenta a mano con esta clave:',
  secretLabel: 'Clave para ingresar a mano',
  accountLabel: 'Cuenta',
  step3: 'Para terminar, ingrese el código de 6 dígitos que muestra la aplicación.',
  activate: 'Activar',
  loading: 'Preparando su clave...',
  secretNote: 'Por su seguridad, esta clave se muestra solo ahora. No la comparta con nadie.',
} as const;

export const enrolSent = {
  title: (kind: string) => `Agregar ${kind.toLowerCase()}`,
  intro:
    'Le enviaremos un código a su contacto registrado. Si no es el correcto, contacte a su Ejecutivo de Inversiones para actualizarlo.',
  activate: 'Activar',
} as const;

export const remove = {
  title: (kind: string) => `Eliminar ${kind.toLowerCase()}`,
  intro:
    'Para eliminar este método, confirme con un código vigente del mismo método. Si es su único método, al ingresar ya no le pediremos un código.',
  confirm: 'Confirmar eliminación',
} as const;

/** The security-pass confirmation of a signature (company contracts, brokerage orders). */
export const signingCode = {
  label: 'Código de verificación',
  method: 'Método de verificación',
  appDescription: 'Los 6 dígitos que muestra su aplicación de autenticación.',
  sentDescription: 'Los 6 dígitos del código que le enviamos.',
  methods: { cronto: 'Aplicación de autenticación', sms: 'SMS', email: 'Correo electrónico' },
  send: 'Enviar código',
  resend: 'Enviar otro código',
  sending: 'Enviando código',
  sent: (destination: string) => `Enviamos un código a ${destination}.`,
  invalid: 'Ingrese los 6 dígitos del código.',
  why: 'Para firmar, confirme con su método de verificación.',
} as const;
