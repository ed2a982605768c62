import { securityPass } from '@inversiones/contract';

const { BLOCK_MINUTES, MAX_WRONG_CODES, SENT_CODE_MINUTES } = securityPass;

// Spanish texts of the security pass. A refused code never says whether it was wrong, expired,
// used or for another purpose: one message for all.
export const securityPassMessages = {
  codeRefused: `El código no es válido. Revise que sea el último que recibió o que muestra su aplicación e intente nuevamente. Tras ${MAX_WRONG_CODES} intentos fallidos el método se bloquea durante ${BLOCK_MINUTES} minutos.`,
  blocked: `Por su seguridad, su método de verificación quedó bloqueado durante ${BLOCK_MINUTES} minutos por exceder los ${MAX_WRONG_CODES} intentos permitidos. Espere ese tiempo e intente nuevamente, o contacte a su Ejecutivo de Inversiones.`,
  tooManyCodes: (minutes: number) =>
    `Ha ingresado demasiados códigos en poco tiempo. Por su seguridad, espere ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} e intente nuevamente.`,
  tooManySends: (seconds: number) =>
    seconds < 60
      ? `Debe esperar ${seconds} segundos antes de solicitar un nuevo código.`
      : `Ha solicitado demasiados códigos. Por su seguridad, espere ${Math.ceil(seconds / 60)} minutos e intente nuevamente.`,
  noMethod: 'No tiene un método de verificación activo de este tipo.',
  noPendingEnrolment:
    'No hay un enrolamiento en curso para este método. Comience nuevamente el enrolamiento.',
  alreadyActive:
    'Ya tiene este método de verificación activo. Para cambiarlo, elimínelo primero con un código vigente.',
  notPending: 'Su sesión ya completó la verificación en dos pasos.',
  pendingOnlyLogin:
    'Para continuar, ingrese el código de su método de verificación en la pantalla de Clave Primaria.',
  noContact: (channel: 'sms' | 'email') =>
    channel === 'sms'
      ? 'No tenemos un teléfono móvil registrado para enviarle el código. Contacte a su Ejecutivo de Inversiones para actualizarlo.'
      : 'No tenemos un correo electrónico registrado para enviarle el código. Contacte a su Ejecutivo de Inversiones para actualizarlo.',
  smsText: (code: string) =>
    `Inversiones: su código de verificación es ${code}. Vence en ${SENT_CODE_MINUTES} minutos. Nunca lo comparta: nadie de Inversiones se lo pedirá.`,
  emailSubject: 'Su código de verificación',
  emailText: (code: string) =>
    `Estimado cliente:\n\nSu código de verificación es ${code}. Vence en ${SENT_CODE_MINUTES} minutos.\n\nNunca lo comparta: nadie de Inversiones se lo pedirá. Si no lo solicitó, contacte a su Ejecutivo de Inversiones.`,
} as const;
