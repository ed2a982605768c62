export const signedDocuments = {
  /** The spec's download action, shown while the document is signed. */
  download: 'Descargar Documento',
  /** The spec's text while the file downloads. */
  downloading: 'Descargando...',
  /** The spec's empty list. */
  empty: 'No posee documentos.',
  /** The signed mark: words beside the icon, never colour alone (our wording). */
  signed: 'Firmado',
  /** The mark of a document not yet signed (our wording). */
  notSigned: 'Pendiente de firma',
  /** Label of the signature date (our wording). */
  signedOn: 'Fecha de firma:',
  /** Names the list for screen readers when it has no visible title (our wording). */
  listLabel: 'Documentos firmados',
  /** A document's download button, named with the document. */
  downloadNamed: (name: string) => `Descargar Documento ${name}`,
  downloadingNamed: (name: string) => `Descargando... ${name}`,
  loading: 'Cargando...',
  /** The confirmation panel: the spec's 'con fecha' between name and date. */
  withDate: 'con fecha',
  /** The panel's download action (the spec's text). */
  downloadSigned: 'Descargar documento firmado',
} as const;
