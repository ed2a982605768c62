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
