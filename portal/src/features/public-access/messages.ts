// The Spanish texts of the public access flows: unlock, password reset and the demo outbox.
import { RUT_EXAMPLE } from '@inversiones/design-system';

/** Shared by the flows. */
export const common = {
  rut: 'RUT',
  rutDescription: `Ejemplo: ${RUT_EXAMPLE}`,
  rutRequired: 'Ingrese su RUT.',
  rutInvalid: 'El RUT no es válido.',
  continue: 'Continuar',
  sending: 'Enviando...',
  answerRequired: 'Ingrese su respuesta.',
  questionsTitle: 'Preguntas de seguridad',
  questionsIntro: 'Responda sus preguntas de seguridad tal como las registró.',
  errorTitle: 'No fue posible continuar',
  backToLogin: 'Volver al ingreso',
  goToLogin: 'Ir al ingreso',
  startOver: 'Comenzar nuevamente',
  fallbackError: 'Ha ocurrido un error, por favor intente más tarde...',
} as const;

export const unlock = {
  title: 'Desbloquear cuenta',
  intro:
    'Si su cuenta está bloqueada, confirme su identidad con sus preguntas de seguridad para desbloquearla.',
  submit: 'Desbloquear cuenta',
  doneTitle: 'Cuenta desbloqueada',
  doneText: 'Su cuenta está desbloqueada. Ya puede ingresar con su RUT y su clave.',
} as const;

export const reset = {
  title: 'Recuperar clave',
  intro:
    'Confirme su identidad con sus preguntas de seguridad y el PIN que le enviaremos para crear una nueva clave.',
  validate: 'Validar respuestas',
  pinTitle: 'Ingrese su PIN',
  pinSent: (where: string) => `Enviamos un PIN de 6 dígitos a ${where}. Vence en 5 minutos.`,
  pinChannel: { sms: 'su celular', email: 'su correo' } as Record<string, string>,
  pin: 'PIN',
  pinDescription: 'Los 6 dígitos del mensaje que recibió.',
  pinInvalid: 'Ingrese los 6 dígitos del PIN.',
  validatePin: 'Validar PIN',
  newPin: 'Enviar un nuevo PIN',
  newPinSent: 'Le enviamos un nuevo PIN. El anterior ya no es válido.',
  passwordTitle: 'Cree su nueva clave',
  passwordIntro:
    'Use al menos 8 caracteres. Una frase larga y fácil de recordar es más segura que una clave corta y compleja.',
  password: 'Nueva clave',
  confirm: 'Repita la nueva clave',
  rulesTitle: 'Su nueva clave debe',
  passwordRequired: 'Ingrese su nueva clave.',
  mismatch: 'Las claves no coinciden.',
  submitPassword: 'Cambiar clave',
  doneTitle: 'Clave actualizada',
  doneText:
    'Su nueva clave quedó registrada y se cerraron sus sesiones abiertas. Ya puede ingresar.',
} as const;

/** The login screen's ways back in. */
export const loginLinks = {
  forgot: '¿Olvidó su clave?',
  unlock: 'Desbloquear mi cuenta',
} as const;

/** The demo outbox: what the reference API would have sent by SMS or e-mail. */
export const outbox = {
  title: 'Bandeja de demostración',
  intro:
    'Esta API de demostración no envía SMS ni correos: aquí aparecen los mensajes que habría enviado, el más reciente primero.',
  filter: 'Filtrar por RUT',
  filterDescription: 'Déjelo vacío para ver los mensajes de todos los clientes.',
  apply: 'Ver mensajes',
  caption: 'Mensajes enviados',
  empty: 'No hay mensajes para mostrar.',
  unavailableTitle: 'Bandeja no disponible',
  unavailable:
    'La bandeja de demostración solo existe cuando la API funciona en modo demostración.',
  loadError: 'No fue posible obtener los mensajes. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
  columns: {
    sentAt: 'Fecha',
    rut: 'RUT',
    channel: 'Canal',
    destination: 'Destino',
    subject: 'Asunto',
    body: 'Mensaje',
  },
  channels: { sms: 'SMS', email: 'Correo' } as Record<string, string>,
} as const;

/** Enrolment: a client without web access creates the password and the security questions. */
export const enrol = {
  title: 'Crear mi clave',
  intro:
    'Si es cliente y aún no tiene clave para este sitio, confirme su identidad para crearla. Ingrese su RUT para comenzar.',
  identityTitle: 'Confirme su identidad',
  identityIntro:
    'Ingrese el número de serie de su cédula de identidad y responda con los datos que tiene registrados con nosotros.',
  serial: 'Número de serie de su cédula',
  serialDescription:
    'Está en el anverso de su cédula, bajo «NÚMERO DOCUMENTO». Ejemplo: 123.456.789.',
  serialRequired: 'Ingrese el número de serie de su cédula.',
  verify: 'Confirmar identidad',
  passwordTitle: 'Cree su clave y sus preguntas de seguridad',
  passwordIntro:
    'Use al menos 8 caracteres: una frase larga y fácil de recordar es más segura que una clave corta y compleja. Sus preguntas de seguridad le servirán para recuperar su clave o desbloquear su cuenta.',
  password: 'Clave',
  confirm: 'Repita la clave',
  rulesTitle: 'Su clave debe',
  serverNote:
    'Al enviarla también revisamos que no sea una clave común o filtrada y que no sea fácil de adivinar.',
  questionsTitle: 'Sus preguntas de seguridad',
  question: (n: number) => `Pregunta ${n}`,
  answer: (n: number) => `Respuesta ${n}`,
  questionPlaceholder: 'Elija una pregunta',
  questionRequired: 'Elija una pregunta.',
  questionRepeated: 'Elija una pregunta distinta de las anteriores.',
  submit: 'Crear mi clave',
  doneTitle: 'Clave creada',
  doneText:
    'Su clave y sus preguntas de seguridad quedaron registradas. Ya puede ingresar con su RUT y su nueva clave.',
  missingTitle: 'No es posible crear su clave por ahora',
  missingText:
    'Por ahora no es posible crear su clave. Cuando su ejecutivo registre los datos faltantes, inténtelo nuevamente.',
} as const;
