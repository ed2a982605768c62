// Tax certificates and invoices (spec 7; the spec shows no screen texts: these are the firm's,
// except the download messages of the contract).

export const taxCertificates = {
  title: 'Certificados Tributarios',
  intro:
    'Para su declaración anual de impuestos a la renta, con los mismos registros que ve en el portal.',
  year: 'Año tributario',
  yearOption: (taxYear: number, commercialYear: number) =>
    `${taxYear} (año comercial ${commercialYear})`,
  none: 'No tiene certificados tributarios para ese año.',
  noYears: 'Aún no tiene certificados tributarios emitidos.',
  number: 'N° de certificado',
  form: 'Formulario',
  type: 'Tipo',
  redeemed: 'Valor de los rescates',
  adjustedCost: 'Costo reajustado',
  gain: 'Mayor (menor) valor',
  dividends: 'Dividendos percibidos',
  contributionsA: 'Aportes APV régimen A',
  contributionsB: 'Aportes APV régimen B',
  withdrawals: 'Retiros de APV',
  download: 'Descargar certificado',
  downloading: 'Descargando...',
  downloadFailed: 'No fue posible descargar el certificado. Por favor, reintente.',
  retry: 'Reintentar',
} as const;

export const invoices = {
  title: 'Facturas',
  intro:
    'Las facturas de las remuneraciones y comisiones que le cobramos, para su contabilidad. Descárguelas de a una o hasta 10 en un archivo zip.',
  year: 'Año',
  caption: (year: number) => `Facturas emitidas en ${year}`,
  folio: 'Folio',
  month: 'Período',
  type: 'Tipo',
  account: 'Cuenta',
  issuedOn: 'Emisión',
  total: 'Total',
  rowLabel: (folio: string) => `factura ${folio}`,
  noYears: 'Aún no tiene facturas emitidas.',
} as const;

export const reports = {
  title: 'Informes',
  intro:
    'Informes de sus inversiones para el período que elija, en PDF. Las cifras son las mismas de sus cartolas.',
  type: 'Informe',
  periodLabel: 'Período del informe',
  submit: 'Descargar informe',
  limit: (years: number, earliest: string) =>
    `Puede pedir informes de los últimos ${years} años, desde el ${earliest}, por períodos de al menos 15 días.`,
  none: 'No tiene productos para emitir informes.',
} as const;

export const myDocuments = {
  title: 'Mis Documentos',
  companyTitle: 'Documentos de la Empresa',
  intro:
    'Todos sus documentos en un solo lugar: contratos firmados, comprobantes de sus operaciones, cartolas, certificados tributarios y facturas.',
  companyIntro:
    'Los documentos de la empresa: contratos firmados, comprobantes de operaciones, cartolas, certificados tributarios y facturas.',
  type: 'Tipo de documento',
  allTypes: 'Todos',
  periodLabel: 'Período de búsqueda',
  search: 'Buscar',
  showing: (from: string, to: string) => `Documentos del ${from} al ${to}.`,
  listLabel: 'Documentos encontrados',
  lastYear: 'Últimos 12 meses',
} as const;

export const research = {
  title: 'Research',
  intro:
    'Nuestros informes mensuales de mercado: indicadores y rentabilidad de los fondos del mes. Descárguelos de a uno o hasta 10 en un archivo zip.',
  caption: 'Informes de research publicados',
  report: 'Informe',
  publishedOn: 'Publicación',
  summary: 'Resumen',
} as const;

export const annexes = {
  title: 'Patentes y Anexos Tributarios',
  intro:
    'El certificado de sus inversiones al 31 de diciembre que su municipalidad pide para la patente, y el anexo con los movimientos de cada año detrás de sus certificados tributarios.',
  caption: (tab: string) => `${tab} disponibles`,
  document: 'Documento',
  year: 'Año comercial',
  issuedOn: 'Emisión',
} as const;
