/** Firma de Operaciones (spec 2 `operations-signature`; the texts beyond the title are ours). */

const signatures = (count: number) =>
  count === 1 ? '1 firma pendiente' : `${count} firmas pendientes`;

export const page = {
  /** Spec 2: the menu's label of /firmaOperaciones. */
  title: 'Firma de Operaciones',
  intro:
    'Revise y firme las órdenes que dio a su ejecutivo por teléfono o en la mesa de dinero, y los documentos que le enviamos para su firma. Cada orden debe firmarse antes de su fecha de vencimiento.',
  familiesLabel: 'Órdenes y documentos',
  tableTitle: (family: string) => `Órdenes de ${family}`,
} as const;

export const rights = {
  /** A company's supervisor: the API refuses her signature (rule signContracts). */
  cannotSignTitle: 'Puede consultar, pero no firmar',
  cannotSign:
    'Con este perfil puede revisar las órdenes y los documentos de la empresa. Los firman sus operadores: para firmar, ingrese con un perfil de operador desde Cambio de Sesión.',
  noMethodTitle: 'Active su Pase de Seguridad para firmar',
  securityPassLink: 'Ir a Pase de Seguridad',
  methodsFailed:
    'No pudimos revisar sus métodos de verificación, necesarios para firmar. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;

export const documents = {
  earlySettlement: 'Ver liquidación anticipada',
  earlySettlementNamed: (folio: string) => `Ver liquidación anticipada de la orden ${folio}`,
  opening: 'Abriendo...',
  pdfFailed: (folio: string) =>
    `No pudimos abrir el PDF de la orden ${folio}. Por favor, reintente en unos instantes.`,
} as const;

export const comments = {
  loadFailed:
    'No pudimos cargar los comentarios de esta orden. Por favor, cierre y vuelva a abrirlos en unos instantes.',
  addFailed: 'No pudimos guardar su comentario. Por favor, reintente en unos instantes.',
} as const;

export const signing = {
  codeInvalid: 'Ingrese los 6 dígitos del código de verificación.',
  /** After a call that got no answer: the same signature may be sent again. */
  unavailable:
    'No fue posible completar la firma. Puede reintentar: si alguna orden alcanzó a firmarse, no se firmará dos veces.',
  signedTitle: 'Firma registrada',
  signed: (count: number) => (count === 1 ? 'Firmó 1 orden.' : `Firmó ${count} órdenes.`),
  signedDocuments: 'Documentos firmados',
  downloadSigned: 'Descargar PDF firmado',
  signedDocumentName: (family: string, folio: string) => `${family}, orden ${folio}`,
  refusedTitle: (count: number) =>
    count === 1 ? 'No se firmó 1 orden' : `No se firmaron ${count} órdenes`,
  refusedNone: 'No se firmó ninguna orden',
} as const;

/** The signatures waiting (orders and documents): the menu's badge and the home's notice. */
export const pending = {
  menuCount: (count: number) => signatures(count),
  /** `dueToday` counts orders only: documents have no last day. */
  notice: (count: number, dueToday: number) =>
    `Tiene ${signatures(count)}${
      dueToday === 0 ? '' : dueToday === 1 ? ', 1 vence hoy' : `, ${dueToday} vencen hoy`
    }.`,
  link: 'Ir a Firma de Operaciones',
} as const;
