export const contractList = {
  /** The spec's contract submit. */
  sign: 'Firmar',
  /** While the signature is sent (our wording). */
  signing: 'Firmando...',
  /** The accept-conditions checkbox (wording not shown in the spec: ours). */
  acceptConditions: 'He leído y acepto las condiciones de los documentos a firmar.',
  /** Explains why 'Firmar' is still disabled (our wording). */
  signHint: 'Para habilitar la firma, acepte las condiciones.',
  /** The download link of a document (our wording). */
  download: 'Descargar',
  downloadNamed: (name: string) => `Descargar ${name}`,
  downloading: 'Descargando...',
  downloadingNamed: (name: string) => `Descargando... ${name}`,
  /** Names the '+' overlay of a document. */
  showDescription: (name: string) => `Ver descripción de ${name}`,
  /** Marks a mandatory document (obligatorio). */
  mandatory: 'Obligatorio',
  /** Describes a mandatory document's checkbox (our wording). */
  locked: 'Documento obligatorio: no se puede desmarcar.',
  /** Read-only list: the signed flag in words (our wording). */
  signed: 'Firmado',
  notSigned: 'No firmado',
  /** Read-only list: label of fechaAutorizacion (our wording). */
  authorizedOn: 'Fecha de autorización:',
  /** No document to show (the spec's empty text of document lists). */
  empty: 'No posee documentos.',
} as const;
