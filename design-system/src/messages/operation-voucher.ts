export const operationVoucher = {
  /** 'Folio N° 1000123'. */
  folio: (folio: string) => `Folio N° ${folio}`,
  /** Visually hidden before the date and time of the operation. */
  dateTime: 'Fecha y hora:',
  /** Says the link downloads a PDF. */
  download: 'Descargar comprobante (PDF)',
  downloading: 'Descargando...',
  downloadFailed:
    'No fue posible descargar el comprobante. Por favor, reintente en unos instantes.',
} as const;
