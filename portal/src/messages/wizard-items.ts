// Texts of the wizard's form display items (wizard-spec 2 "Form item types" and "Other blocks").
export const wizardItems = {
  /** The button of a single document (spec: 'Descargar Documento' in the signed-documents list). */
  downloadDocument: 'Descargar Documento',
  /** The same where room is short (a file inside a message block; not shown in the spec: ours). */
  downloadShort: 'Descargar',
  /** Names a list of downloads without a label (not shown in the spec: ours). */
  documentsLabel: 'Documentos para descargar',
  /** A document without a name (not shown in the spec: ours). */
  unnamedDocument: 'Documento',
  /** Label of the alert's hidden-field overlay when the configuration gives no caption (ours). */
  hiddenFieldCaption: 'Ver detalle',
  /** A flow response without its own title (not shown in the spec: ours). */
  flowResponseTitle: {
    success: 'Solicitud recibida',
    error: 'No fue posible completar la solicitud',
    info: 'Estado de su solicitud',
  },
  /** A flow that failed without a message: spec 8's closing advice. */
  flowResponseError: 'Si el problema persiste comuníquese con su ejecutivo.',
} as const;
