// Spanish texts the API sends to users, keyed by meaning (the spec's wording where it gives one).
export const messages = {
  notFound: 'Recurso no encontrado.',
  notificationNotFound: 'La notificación no existe.',
  companyOnly:
    'Esta sección se guarda a nombre de una empresa. Seleccione la cuenta de la empresa en Cambio de Sesión e intente nuevamente.',
  unexpected: 'Ha ocurrido un error, por favor intente más tarde...',
  badRequest: 'La solicitud no es válida. Por favor, revise los datos e intente nuevamente.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidField: (field: string, detail: string) => `El campo ${field} no es válido: ${detail}`,
  // Request limits (platform/limits.ts): size 413, type 415, shape 400.
  payloadTooLarge: (kilobytes: number) =>
    `La solicitud excede el tamaño máximo permitido (${kilobytes} KB).`,
  unsupportedMediaType:
    'El contenido de la solicitud debe enviarse como JSON (Content-Type: application/json).',
  jsonTooDeep: (levels: number) =>
    `La solicitud tiene demasiados niveles de anidación (máximo ${levels}).`,
  jsonTooManyMembers: (members: number) =>
    `La solicitud tiene demasiados campos o elementos (máximo ${members}).`,
  jsonTooLong: (field: string, characters: number) =>
    `El campo ${field} excede el largo máximo permitido (${characters} caracteres).`,
  jsonInvalidCharacters: (field: string) =>
    `El campo ${field} contiene caracteres no válidos (carácter nulo o Unicode incompleto).`,
  idempotencyKeyRequired:
    'La operación no se pudo procesar: falta su identificador único (encabezado Idempotency-Key). Recargue la página e intente nuevamente.',
  badChannel: 'La solicitud debe indicar los encabezados channel=1 y version=1.',
  noSession: 'Debe iniciar sesión para continuar.',
  sessionExpired: 'Su sesión ha expirado. Por favor, ingrese nuevamente.',
  xsrf: 'La solicitud fue rechazada por seguridad (falta el token XSRF o no coincide). Recargue la página e intente nuevamente.',
  secondFactorRequired:
    'Para continuar, ingrese el código de su método de verificación en la pantalla de Clave Primaria.',
  // One answer for an unknown rut, a wrong password and a locked account (no enumeration): it
  // says how a lock ends, since only the client can know whether it applies.
  badCredentials:
    'RUT o clave incorrectos. Por su seguridad, tras 5 intentos fallidos el ingreso se bloquea durante 15 minutos: si es su caso, espere ese tiempo e intente nuevamente, o contacte a su Ejecutivo de Inversiones o a la Mesa de Ayuda.',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos de ingreso desde su conexión. Por su seguridad, espere ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} e intente nuevamente.`,
  profileNotFound: 'El perfil solicitado no existe o no está activo.',
  profileRequired:
    'Seleccione la cuenta con la que desea operar en Cambio de Sesión e intente nuevamente.',
  roleForbidden:
    'Su perfil no tiene autorización para realizar esta operación. Si necesita hacerlo, contacte a su Ejecutivo de Inversiones.',
  signingUnauthorized:
    'La autorización de firma no es válida o ya expiró. Por favor, vuelva a firmar los documentos.',
  passwordWrongCurrent: 'La clave actual no es correcta.',
  passwordLocked:
    'Superó el número de intentos permitidos con su clave actual. Por su seguridad, el cambio de clave y el ingreso quedan bloqueados durante 15 minutos: espere ese tiempo e intente nuevamente, o contacte a su Ejecutivo de Inversiones o a la Mesa de Ayuda.',
  passwordLength: (min: number, max: number) =>
    `La nueva clave debe tener entre ${min} y ${max} caracteres.`,
  passwordRut: 'La nueva clave no puede contener su RUT.',
  sessionNotFound: 'La sesión indicada no existe o ya fue cerrada.',
  passwordName: 'La nueva clave no puede contener su nombre ni sus apellidos.',
  passwordCommon:
    'La nueva clave es una de las más usadas o aparece en filtraciones conocidas. Elija otra.',
  passwordWeak:
    'La nueva clave es fácil de adivinar. Use una frase de varias palabras poco relacionadas entre sí o una clave más larga.',
  passwordRepeated: 'La nueva clave debe ser distinta de la clave actual y de la anterior.',
  /** Portal-spec 5, verbatim. */
  duplicateBankAccount: 'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.',
  wizardVersionConflict:
    'Los datos del formulario cambiaron desde que los abrió (otra versión de la plantilla). Recargue el asistente e intente nuevamente.',
  wizardDataChanged:
    'Los datos del formulario fueron modificados en otra sesión desde que los abrió. Recargue el asistente para ver lo guardado e intente nuevamente.',
  wizardNotFound: 'El asistente solicitado no existe.',
  wizardUnknownKeys: (keys: readonly string[]) =>
    `El formulario no tiene ${keys.length === 1 ? 'el campo' : 'los campos'} ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ` y ${keys.length - 5} más` : ''}: no se guardaron los datos.`,
  contextNotFound: 'El contexto de asistente solicitado no existe.',
  serialInvalid: 'El número de serie no es válido.',
  landingNotFound: 'La página de bienvenida solicitada no existe.',
  videoNotFound: 'El video solicitado no existe.',
  // Contracts and signing.
  contractNotFound: 'El contrato solicitado no existe.',
  documentNotFound: 'El documento solicitado no existe.',
  signatureServiceDown:
    'El servicio de firma electrónica no está disponible en este momento. Por favor, intente nuevamente más tarde.',
  // Public access (reset and unlock): the same answers whether or not the rut is a client.
  challengeFailed:
    'No fue posible verificar su navegador. Recargue la página e intente nuevamente.',
  publicTooMany: (minutes: number) =>
    `Demasiados intentos. Por su seguridad, espere ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} e intente nuevamente.`,
  wrongAnswers:
    'Los datos ingresados no coinciden con nuestros registros. Revise sus respuestas e intente nuevamente.',
  flowOver:
    'Su solicitud expiró o superó los intentos permitidos. Por su seguridad, comience nuevamente.',
  wrongPin:
    'El PIN ingresado no es correcto o ya no es válido. Revise el último PIN recibido o solicite uno nuevo.',
  pinLimit:
    'Ya enviamos los PIN permitidos para esta solicitud. Por su seguridad, comience nuevamente.',
  noContact:
    'No tenemos un teléfono ni un correo registrado para enviarle el PIN. Contacte a su Ejecutivo de Inversiones o a la Mesa de Ayuda.',
  pinSubject: 'Su PIN de recuperación de clave',
  pinText: (pin: string, minutes: number) =>
    `Su PIN para crear una nueva clave es ${pin}. Vence en ${minutes} minutos. Nunca lo comparta: nadie de Inversiones se lo pedirá.`,
  // Enrolment (public): spec 4's serial errors send the client to the executive.
  serialRefused:
    'El número de serie de su cédula de identidad no es válido o la cédula está vencida. Para crear su clave, contacte a su Ejecutivo de Inversiones.',
  alreadyEnrolled:
    'Usted ya tiene una clave para ingresar al sitio. Si no la recuerda, use «¿Olvidó su clave?» en la página de ingreso.',
  questionUnknown: 'Elija sus preguntas de seguridad de la lista.',
  enrolPinSubject: 'Su PIN para crear su clave',
  enrolPinText: (pin: string, minutes: number) =>
    `Su PIN para crear su clave de acceso es ${pin}. Vence en ${minutes} minutos. Nunca lo comparta: nadie de Inversiones se lo pedirá.`,
} as const;
