import { profileManager } from '@inversiones/contract';

const { BLOCK_MINUTES, CODE_SECONDS, MAX_WRONG_CODES } = profileManager;
const CODE_MINUTES = CODE_SECONDS / 60;

// Spanish texts of the profile manager. A refused code never says whether it was wrong, expired,
// used or sent for another change: one message for all.
export const profileManagerMessages = {
  codeRefused: `El código no es válido. Revise que sea el último que recibió para este cambio e intente nuevamente. Tras ${MAX_WRONG_CODES} intentos fallidos los cambios de mandatarios se bloquean durante ${BLOCK_MINUTES} minutos.`,
  blocked: `Por su seguridad, los cambios de mandatarios quedaron bloqueados durante ${BLOCK_MINUTES} minutos por exceder los ${MAX_WRONG_CODES} intentos permitidos. Espere ese tiempo e intente nuevamente, o contacte a su Ejecutivo de Inversiones.`,
  tooManyCodes: (minutes: number) =>
    `Ha ingresado demasiados códigos en poco tiempo. Por su seguridad, espere ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} e intente nuevamente.`,
  resendWait: (seconds: number) =>
    `Debe esperar ${seconds} segundos antes de solicitar un nuevo código.`,
  tooManySends: (seconds: number) =>
    `Ha solicitado demasiados códigos. Por su seguridad, espere ${Math.ceil(seconds / 60)} minutos e intente nuevamente.`,
  requestUnknown: 'La solicitud no existe o ya no está vigente. Comience nuevamente el cambio.',
  requestReused: 'Esta solicitud ya se usó para otro cambio. Comience nuevamente el cambio.',
  ownRut: 'El RUT de la empresa no puede registrarse como mandatario de sí misma.',
  alreadyMandatary: 'Esta persona ya es mandatario de la empresa.',
  // Adding needs web access: the profile appears among the person's own profiles at login.
  noWebAccess:
    'Esta persona aún no tiene acceso a Inversiones en línea. Pídale que se enrole y luego agréguela como mandatario.',
  notMandatary: 'Esta persona no es mandatario de la empresa.',
  removeSelf: 'No puede eliminarse a sí mismo como mandatario de la empresa.',
  lastSupervisor:
    'La empresa debe conservar al menos un supervisor. Agregue otro supervisor antes de eliminar a este.',
  noContact:
    'No tenemos un teléfono móvil ni un correo electrónico registrados para enviarle el código. Contacte a su Ejecutivo de Inversiones para actualizarlos.',
  busy: 'No fue posible aplicar el cambio porque otra persona modificó los mandatarios. Intente nuevamente.',
  smsText: (code: string) =>
    `Inversiones: su código para confirmar el cambio de mandatarios es ${code}. Vence en ${CODE_MINUTES} minutos. Nunca lo comparta.`,
  emailSubject: 'Código para confirmar un cambio de mandatarios',
  emailText: (code: string) =>
    `Estimado cliente:\n\nSu código para confirmar el cambio de mandatarios es ${code}. Vence en ${CODE_MINUTES} minutos.\n\nNunca lo comparta: nadie de Inversiones se lo pedirá. Si no lo solicitó, contacte a su Ejecutivo de Inversiones.`,
} as const;
