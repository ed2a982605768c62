/** Documents to sign (spec 4 "Documents"): the states are spec 4's; the rest is our wording. */
export const documentSigning = {
  listLabel: 'Documentos por firmar',
  states: {
    toSign: 'Por firmar',
    newVersion: 'Nueva versión por firmar',
    signedDigitally: 'Firmado digitalmente',
    signedOnPaper: 'Firmado físicamente',
    rejected: 'Rechazado',
  },
  /** Read before the state by screen readers. */
  statePrefix: 'Estado:',
  version: (version: number) => `Versión ${version}`,
  issuedOn: (date: string) => `Emitido el ${date}`,
  /** A document is named with its version: a new version has the same title as the old one. */
  documentName: (title: string, version: number) => `${title}, versión ${version}`,
  preview: 'Ver documento',
  previewNamed: (name: string) => `Ver documento ${name}`,
  downloadSigned: 'Descargar documento firmado',
  downloadSignedNamed: (name: string) => `Descargar documento firmado ${name}`,
  opening: 'Abriendo...',
  sign: 'Firmar',
  signNamed: (name: string) => `Firmar ${name}`,
  reject: 'Rechazar',
  rejectNamed: (name: string) => `Rechazar ${name}`,
  rejectionTitle: 'Motivo del rechazo',
  rejectedOn: (when: string) => `Rechazado el ${when}`,
  attorneysTitle: 'Apoderados',
  attorneysLabel: (name: string) => `Apoderados que firman ${name}`,
  powers: { individual: 'Poder individual', conjunta: 'Poder conjunto' },
  /** The attorneys' count says who signed: with joint powers not all of them need to. */
  attorneysSigned: (signed: number) =>
    signed === 0
      ? 'Aún no firma ningún apoderado.'
      : signed === 1
        ? 'Firmó 1 apoderado.'
        : `Firmaron ${signed} apoderados.`,
  awaitingOther: 'Espera la firma de otro apoderado',
  empty: 'No tiene documentos por firmar ni firmados.',
  loading: 'Cargando documentos...',
  loadErrorTitle: 'No pudimos cargar los documentos',
  retry: 'Reintentar',
  /** The signing modal. */
  signTitle: 'Firma de documento',
  signSummary: (name: string) => `Va a firmar el documento ${name}.`,
  declaration: 'Declaro haber leído y comprendido el documento que firmo.',
  cancel: 'Cancelar',
  signing: 'Firmando...',
  /** The modal's 'Firmar' after a signature that got no answer: the same act again. */
  retrySign: 'Reintentar',
  /** The rejection modal. */
  rejectTitle: 'Rechazo de documento',
  rejectSummary: (name: string) =>
    `Va a rechazar el documento ${name}. Una vez rechazado, ya no podrá firmarlo.`,
  reasonLabel: 'Motivo del rechazo',
  confirmReject: 'Rechazar documento',
  rejecting: 'Rechazando...',
} as const;
