export const fileUpload = {
  select: 'Seleccionar archivo',
  /** The same button once a file is loaded (our wording). */
  replace: 'Cambiar archivo',
  /** Said with the button, since the (*) mark is only visual. */
  required: 'Campo obligatorio',
  /** Beside the button, inside the drop area (our wording). */
  dropHint: 'o arrastre el archivo hasta este recuadro',
  /** Names the drop area's own focus stop, where a file can also be pasted (our wording). */
  dropZone: 'Zona para soltar o pegar el archivo:',
  /** The accepted formats, said under the control (our wording). */
  formats: (kinds: readonly ('image' | 'pdf')[], maxPdf: string) =>
    kinds.includes('image') && kinds.includes('pdf')
      ? `Formatos permitidos: imagen PNG, JPG o GIF, o documento PDF (máximo ${maxPdf}MB).`
      : kinds.includes('image')
        ? 'Formatos permitidos: imagen PNG, JPG o GIF.'
        : `Formato permitido: documento PDF (máximo ${maxPdf}MB).`,
  /** The waiting state while an image is compressed, announced politely (our wording). */
  compressing: 'Comprimiendo la imagen, espere un momento...',
  loaded: (name: string) => `Archivo cargado: ${name}`,
  removed: 'Archivo removido',
  /** The preview toggle (our wording; the spec names only the toggle). */
  showImage: 'Ver imagen',
  hideImage: 'Ocultar imagen',
  /** The spec's remove button for an image. */
  removeImage: 'Remover imagen',
  /** The same for a PDF (our wording, after the spec's). */
  removeFile: 'Remover archivo',
  preview: (name: string) => `Vista previa de ${name}`,
  fileKinds: { image: 'Imagen', pdf: 'Documento PDF' },
  errors: {
    /** The spec names these errors only: our wording, saying what to do next. */
    invalidFormat: (kinds: readonly ('image' | 'pdf')[]) =>
      kinds.includes('image') && kinds.includes('pdf')
        ? 'El archivo no tiene un formato válido. Adjunte una imagen PNG, JPG o GIF, o un documento PDF.'
        : kinds.includes('image')
          ? 'El archivo no es una imagen. Adjunte una imagen PNG, JPG o GIF.'
          : 'El archivo no es un documento PDF. Adjunte un documento PDF.',
    imageTooSmall: (min: string) =>
      `La imagen es demasiado pequeña (mínimo ${min}). Adjunte una imagen de mejor calidad.`,
    /** The spec's exact text for the default 1.1 MB limit. */
    pdfTooLarge: (maxMb: string) => `El archivo PDF excede el máximo permitido (${maxMb}MB).`,
    compressionFailed:
      'No fue posible comprimir la imagen. Intente con otra imagen o con una de menor tamaño.',
    readFailed: 'No fue posible leer el archivo. Intente nuevamente.',
  },
} as const;
