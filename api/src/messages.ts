// Spanish texts the API sends to users, keyed by meaning (the spec's wording where it gives one).
export const messages = {
  notFound: 'Recurso no encontrado.',
  companyOnly:
    'Esta sección se guarda a nombre de una empresa. Seleccione la cuenta de la empresa en Cambio de Sesión e intente nuevamente.',
  unexpected: 'Ha ocurrido un error, por favor intente más tarde...',
  badRequest: 'La solicitud no es válida. Por favor, revise los datos e intente nuevamente.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidField: (field: string, detail: string) => `El campo ${field} no es válido: ${detail}`,
  badChannel: 'La solicitud debe indicar los encabezados channel=1 y version=1.',
  noSession: 'Debe iniciar sesión para continuar.',
  sessionExpired: 'Su sesión ha expirado. Por favor, ingrese nuevamente.',
  xsrf: 'La solicitud fue rechazada por seguridad (falta el token XSRF o no coincide). Recargue la página e intente nuevamente.',
  // One answer for an unknown rut, a wrong password and a locked account (no enumeration): it
  // says how a lock ends, since only the client can know whether it applies.
  badCredentials:
    'RUT o clave incorrectos. Por su seguridad, tras 5 intentos fallidos el ingreso se bloquea durante 15 minutos: si es su caso, espere ese tiempo e intente nuevamente, o contacte a su Ejecutivo de Inversiones o a la Mesa de Ayuda.',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos de ingreso desde su conexión. Por su seguridad, espere ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} e intente nuevamente.`,
  profileNotFound: 'El perfil solicitado no existe o no está activo.',
  passwordWrongCurrent: 'La clave actual no es correcta.',
  passwordLocked:
    'Superó el número de intentos permitidos con su clave actual. Por su seguridad, el cambio de clave y el ingreso quedan bloqueados durante 15 minutos: espere ese tiempo e intente nuevamente, o contacte a su Ejecutivo de Inversiones o a la Mesa de Ayuda.',
  passwordLength: (min: number, max: number) =>
    `La nueva clave debe tener entre ${min} y ${max} caracteres.`,
  passwordRut: 'La nueva clave no puede contener su RUT.',
  passwordRepeated: 'La nueva clave debe ser distinta de la clave actual y de la anterior.',
  wizardVersionConflict:
    'Los datos del formulario cambiaron desde que los abrió (otra versión de la plantilla). Recargue el asistente e intente nuevamente.',
  wizardNotFound: 'El asistente solicitado no existe.',
  contextNotFound: 'El contexto de asistente solicitado no existe.',
  serialInvalid: 'El número de serie no es válido.',
  landingNotFound: 'La página de bienvenida solicitada no existe.',
  videoNotFound: 'El video solicitado no existe.',
  // Contracts and signing.
  contractNotFound: 'El contrato solicitado no existe.',
  documentNotFound: 'El documento solicitado no existe.',
  signatureServiceDown:
    'El servicio de firma electrónica no está disponible en este momento. Por favor, intente nuevamente más tarde.',
} as const;
