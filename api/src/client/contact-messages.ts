import { client } from '@inversiones/contract';

const { CONTACT_CODE_MINUTES, CONTACT_MAX_WRONG_CODES } = client;

// Spanish texts of the contact validation. A refused pair never says which code was wrong,
// expired or used: one message for all.
export const contactMessages = {
  codeRefused: `Los códigos no son válidos. Revise que sean los últimos que recibió en su correo y en su celular e intente nuevamente. Tras ${CONTACT_MAX_WRONG_CODES} intentos fallidos deberá solicitar códigos nuevos.`,
  voided: `Por su seguridad, los códigos dejaron de ser válidos tras ${CONTACT_MAX_WRONG_CODES} intentos fallidos. Solicite códigos nuevos.`,
  tooManyEntries: (minutes: number) =>
    `Ha ingresado demasiados códigos en poco tiempo. Por su seguridad, espere ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} e intente nuevamente.`,
  tooManySends: (seconds: number) =>
    seconds < 60
      ? `Debe esperar ${seconds} segundos antes de solicitar un nuevo código.`
      : `Ha solicitado demasiados códigos. Por su seguridad, espere ${Math.ceil(seconds / 60)} minutos e intente nuevamente.`,
  emailSubject: 'Valide su correo electrónico',
  smsSubject: 'Valide su celular',
  emailText: (code: string) =>
    `Estimado cliente:\n\nSu código para validar este correo electrónico es ${code}. Vence en ${CONTACT_CODE_MINUTES} minutos.\n\nNunca lo comparta: nadie de Inversiones se lo pedirá. Si no lo solicitó, contacte a su Ejecutivo de Inversiones.`,
  smsText: (code: string) =>
    `Inversiones: su código para validar este celular es ${code}. Vence en ${CONTACT_CODE_MINUTES} minutos. Nunca lo comparta.`,
} as const;
