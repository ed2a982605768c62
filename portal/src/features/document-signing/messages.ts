/** Documents to sign on Firma de Operaciones (spec 4 "Documents"; the texts are ours). */

/** A document named in a sentence: a new version has the same title as the one it replaces. */
const named = (title: string, version: number) => `«${title}», versión ${version}`;

export const panel = {
  tab: 'Documentos',
  title: 'Documentos por firmar',
} as const;

export const signing = {
  codeInvalid: 'Ingrese los 6 dígitos del código de verificación.',
  /** After a call that got no answer: the same signature may be sent again. */
  unavailable:
    'No fue posible completar la firma. Puede reintentar: si el documento alcanzó a firmarse, no se firmará dos veces.',
  signedTitle: 'Firma registrada',
  signed: (title: string, version: number) => `Firmó el documento ${named(title, version)}.`,
  /** A company's document whose powers the user's signature completed. */
  signedForCompany: (title: string, version: number) =>
    `Firmó el documento ${named(title, version)}. Con su firma, el documento quedó firmado por la empresa.`,
  /** A company's document that still needs another attorney (a joint power). */
  awaitingOther: 'Su firma quedó registrada. El documento espera la firma de otro apoderado.',
} as const;

export const rejection = {
  unavailable: 'No pudimos registrar el rechazo. Por favor, reintente en unos instantes.',
  rejectedTitle: 'Rechazo registrado',
  rejected: (title: string, version: number) => `Rechazó el documento ${named(title, version)}.`,
} as const;

export const files = {
  failed: (title: string, version: number) =>
    `No pudimos abrir el documento ${named(title, version)}. Por favor, reintente en unos instantes.`,
} as const;
