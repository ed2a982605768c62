/** Administrador de Perfiles: a company supervisor's mandataries, added and removed with a code. */
import { profileManager } from '@inversiones/contract';

export const page = {
  title: 'Administrador de Perfiles',
  intro: (company: string) =>
    `Administre a las personas que actúan en nombre de ${company}. Cada cambio se confirma con un código que le enviaremos a su teléfono o correo registrado.`,
  listTitle: 'Mandatarios de la empresa',
  add: 'Agregar mandatario',
  added: (name: string) => `${name} fue agregado como mandatario de la empresa.`,
  removed: (name: string) => `${name} ya no es mandatario de la empresa.`,
  unavailableTitle: 'Información no disponible',
  unavailable:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
  forbiddenTitle: 'Sección para supervisores de una empresa',
  forbidden:
    'Para administrar los mandatarios de una empresa, ingrese con su perfil de supervisor de esa empresa desde Cambio de Sesión.',
} as const;

export const addForm = {
  title: 'Agregar mandatario',
  rut: 'RUT del mandatario',
  name: 'Nombre completo',
  nameRequired: 'Ingrese el nombre del mandatario.',
  types: 'Tipo de mandatario',
  typesRequired: 'Seleccione al menos un tipo de mandatario.',
  typeLabels: { 2: 'Operador', 3: 'Supervisor', 4: 'Apoderado' } as Record<2 | 3 | 4, string>,
  tefe: 'Puede operar transferencias internacionales (TEFE)',
  submit: 'Enviar código',
  submitting: 'Enviando código',
  cancel: 'Cancelar',
  refusedTitle: 'No fue posible enviar el código',
} as const;

export const code = {
  title: 'Confirme el cambio',
  addSummary: (name: string, rut: string, types: string, tefe: boolean) =>
    `Agregar a ${name} (RUT ${rut}) como ${types}${tefe ? ', con autorización para operar TEFE' : ''}.`,
  removeSummary: (name: string, rut: string) =>
    `Eliminar a ${name} (RUT ${rut}) como mandatario de la empresa.`,
  sent: (destination: string, minutes: number) =>
    `Enviamos un código de 6 dígitos a ${destination}. Vence en ${minutes} minutos.`,
  label: 'Código de verificación',
  description: 'Ingrese el código que le enviamos para este cambio.',
  invalid: 'Ingrese los 6 dígitos del código.',
  confirm: 'Confirmar',
  confirming: 'Confirmando',
  cancel: 'Cancelar',
  resend: 'Reenviar código',
  resending: 'Reenviando código',
  waitResend: (seconds: number) =>
    `Podrá solicitar un nuevo código en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  canResend: 'Ya puede solicitar un nuevo código.',
  resent: (destination: string) => `Enviamos un nuevo código a ${destination}.`,
  refusedTitle: 'No fue posible confirmar el cambio',
  sendFailedTitle: 'No fue posible enviar el código',
} as const;

export const limits = profileManager;
