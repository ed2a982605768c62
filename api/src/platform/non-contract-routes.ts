/**
 * The API routes no contract endpoint describes, all in one place: they answer files, not JSON,
 * so the portal reaches them by URL (a link, a player) rather than through a descriptor.
 * Paths are Hono's, relative to `/api`.
 */
const ORDER_DOCUMENT = ':folio{[0-9]{1,12}}/:document{pdfLiquidacionAnticipada|pdf}';
const DEMO_BANK_PAYMENT = '/demo/bancos/:bank{[1-6]}/pagos/:token{[A-Za-z0-9_-]{16,64}}';

export const nonContractRoutes = {
  /** A contract document's PDF for the active profile (`wizard.documentPdfPath`). */
  documentPdf: { method: 'GET', path: '/documentos/:file{[A-Za-z0-9_-]+\\.pdf}' },
  /** The HLS playlist and segments of a public video section (the player sends no headers). */
  videoStream: { method: 'GET', path: '/publico/videos/:section/:file' },
  /** Decorative pictures of the demo landings and campaigns. */
  picture: { method: 'GET', path: '/publico/imagenes/:name' },
  /** A fund's rules of procedure (`funds.fundDocumentPath(id, 'rulesOfProcedure')`), profile. */
  fundRulesOfProcedurePdf: { method: 'GET', path: '/ffmm/fondos/:fundId/reglamentoInterno.pdf' },
  /** A fund's information file (`funds.fundDocumentPath(id, 'informationFile')`), profile. */
  fundInformationFilePdf: { method: 'GET', path: '/ffmm/fondos/:fundId/folletoInformativo.pdf' },
  /** An operation's PDF receipt (`fundOperations.voucherPdfPath(folio)`), profile. */
  voucherPdf: { method: 'GET', path: '/ffmm/operaciones/:folio{[0-9]{1,18}}/comprobante.pdf' },
  /** An FX operation's PDF receipt (`currencySpot.receiptPdfPath(folio)`), profile. */
  currencySpotReceiptPdf: {
    method: 'GET',
    path: '/spot/divisas/operaciones/:folio{[0-9]{1,18}}/comprobante.pdf',
  },
  /** A TEFE instruction's receipt (`tefeInstructions.instructionPdfPath(id)`), TEFE profiles. */
  tefeInstructionPdf: { method: 'GET', path: '/tefe/instrucciones/:id{[1-9][0-9]{0,17}}/pdf' },
  /** A statement's PDF (`statements.statementPdfPath(scope)`, with its period), profile. */
  statementPdf: { method: 'GET', path: '/cartolas/:alcance{[a-z]{2,12}}/cartola.pdf' },
  /** A tax certificate's PDF (`taxCertificates.certificatePdfPath`, number and type), profile. */
  taxCertificatePdf: {
    method: 'GET',
    path: '/certificado/tributarios/:anio{20[0-9]{2}}/:formulario{18[0-9]{2}}/certificado.pdf',
  },
  /** A share order's PDF receipt (`stockOrders.orderReceiptPdfPath(folio)`), profile. */
  stockOrderReceiptPdf: {
    method: 'GET',
    path: '/bolsa/ordenes/:folio{[0-9]{1,18}}/comprobante.pdf',
  },
  /** An invoice's PDF (`invoices.invoicePdfPath(key)`), profile. */
  invoicePdf: { method: 'GET', path: '/bolsa/facturas/:clave{[A-Za-z0-9-]{1,64}}/factura.pdf' },
  /** Several invoices in one zip (`invoices.INVOICE_ZIP_PATH`, body `{ claves }`), profile. */
  invoiceZip: { method: 'POST', path: '/bolsa/facturas/zip' },
  /** A report's PDF (`reports.reportPdfPath(type)`, with its period), profile. */
  reportPdf: { method: 'GET', path: '/informes/:tipo{[a-zA-Z]{2,20}}/informe.pdf' },
  /** A research report's PDF (`research.researchPdfPath(key)`), profile. */
  researchPdf: { method: 'GET', path: '/research/informes/:clave{[A-Za-z0-9-]{1,64}}/informe.pdf' },
  /** Several research reports in one zip (`research.RESEARCH_ZIP_PATH`), profile. */
  researchZip: { method: 'POST', path: '/research/informes/zip' },
  /** A patent certificate or tax annex PDF (`taxAnnexes.annexPdfPath(key)`), profile. */
  annexPdf: {
    method: 'GET',
    path: '/bolsa/patentesAnexos/:clave{[A-Za-z0-9-]{1,64}}/documento.pdf',
  },
  /** Several of them in one zip (`taxAnnexes.ANNEX_ZIP_PATH`), profile. */
  annexZip: { method: 'POST', path: '/bolsa/patentesAnexos/zip' },
  /**
   * An order to sign's PDF (`orderSigning.orderPdfPath`), or its early settlement's
   * (`earlySettlementPdfPath`); once signed, with its signature page. Profile, per family.
   */
  forwardOrderPdf: { method: 'GET', path: `/forward/ordenes/${ORDER_DOCUMENT}` },
  internationalOrderPdf: {
    method: 'GET',
    path: `/mercadoInternacional/inversis/ordenes/${ORDER_DOCUMENT}`,
  },
  mltOrderPdf: { method: 'GET', path: `/ffmm/mlt/${ORDER_DOCUMENT}` },
  simultaneousOrderPdf: { method: 'GET', path: `/simultaneas/ordenes/${ORDER_DOCUMENT}` },
  /** A document to sign's PDF (`documentSigning.documentPdfPath`), with its signatures' page. */
  signDocumentPdf: { method: 'GET', path: '/documentosFirma/:id{[0-9]{1,12}}/documento.pdf' },
  /** A demo bank's payment page (DEMO_MODE only): HTML, the payer's choices. */
  demoBankPage: { method: 'GET', path: DEMO_BANK_PAYMENT },
  /** The payer's choice on it: recorded, then the bank's redirect back to the portal. */
  demoBankDecision: { method: 'POST', path: DEMO_BANK_PAYMENT },
} as const;
