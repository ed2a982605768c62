/** Firma de Operaciones' last tab, after the order families: the documents to sign. */
export const DOCUMENTS_TAB = 'documentos';
