/** Texts of DownloadList and BulkDownloadBar. */
export const documentDownloads = {
  list: {
    /** The spec's empty text of a documents list. */
    empty: 'No posee documentos.',
    download: 'Descargar',
    /** The spec's text while a document downloads. */
    downloading: 'Descargando...',
    retry: 'Reintentar',
    /** Not given by the spec: our wording, saying what to do next. */
    failed: 'No fue posible descargar el documento. Intente nuevamente.',
    progress: (name: string) => `Progreso de descarga de ${name}`,
    /** Announced politely as a download starts, ends or fails (our wording). */
    announceStarted: (name: string) => `Descargando ${name}...`,
    announceDone: (name: string) => `Descarga completada: ${name}.`,
    announceFailed: (name: string) =>
      `No fue posible descargar ${name}. Puede reintentar la descarga.`,
  },
  table: {
    /** The header of the download column. */
    download: 'Descarga',
  },
  bulk: {
    label: 'Descarga de documentos seleccionados',
    selected: (count: number) => (count === 1 ? '1 seleccionado' : `${count} seleccionados`),
    /** Shown with nothing selected (our wording). */
    hint: (max: number) =>
      `Seleccione hasta ${max} documentos para descargarlos juntos en un archivo ZIP.`,
    download: 'Descargar seleccionados',
    downloading: 'Descargando...',
    clear: 'Quitar selección',
    /**
     * The spec caps a bulk download at 10 items but does not show its message: our polite wording,
     * saying what to do next.
     */
    tooMany: (max: number) =>
      `Puede descargar hasta ${max} documentos a la vez. Quite algunos de la selección para continuar.`,
  },
} as const;
