export const signingTable = {
  /** Tabs of the order-signing lists (wording not shown in the spec: ours). */
  tabs: 'Estado de las órdenes',
  toSign: 'Por firmar',
  signed: 'Firmadas',
  expired: 'Vencidas',
  /** Default columns (our wording). */
  folio: 'Folio',
  date: 'Fecha',
  instrument: 'Instrumento',
  amount: 'Monto',
  actions: 'Acciones',
  /** A row that does not match the investor profile, in words (our wording). */
  outOfProfile: 'Fuera de su perfil',
  /** An order to sign whose last day is today (our wording). */
  dueToday: 'Vence hoy',
  /** Names a row in its checkbox and actions. */
  orderLabel: (folio: string) => `orden ${folio}`,
  /** Per-row actions (our wording). */
  preview: 'Ver PDF',
  previewNamed: (folio: string) => `Ver PDF de la orden ${folio}`,
  previewing: 'Abriendo...',
  comments: 'Comentarios',
  commentsNamed: (folio: string) => `Comentarios de la orden ${folio}`,
  /** Period filter, not on the to-sign list (our wording). */
  periodLegend: 'Período',
  from: 'Desde',
  to: 'Hasta',
  search: 'Buscar',
  requiredDate: 'Este campo es requerido',
  periodReversed: 'La fecha Hasta debe ser posterior a la fecha Desde.',
  periodTooShort: (days: number) =>
    `El período debe ser de al menos ${days} días. Amplíe el rango de fechas.`,
  /** Batch signing bar. */
  selectedCount: (count: number) =>
    count === 1 ? '1 orden seleccionada' : `${count} órdenes seleccionadas`,
  noneSelected: 'Seleccione las órdenes que desea firmar.',
  sign: 'Firmar',
  signing: 'Firmando...',
  /** The signing modal (portal-spec 5); texts not shown in the spec: ours. */
  signTitle: 'Firma de órdenes',
  signSummary: (count: number) =>
    count === 1 ? 'Va a firmar 1 orden:' : `Va a firmar ${count} órdenes:`,
  declaration: 'Declaro haber leído y comprendido el contenido de las órdenes que firmo.',
  mismatchWarning:
    'Una o más de las órdenes seleccionadas no corresponden a su perfil de inversionista.',
  mismatchAcceptance:
    'Acepto la responsabilidad de realizar estas operaciones aun cuando no corresponden a mi perfil de inversionista.',
  cancel: 'Cancelar',
  /** The modal's 'Firmar' after a signing that got no answer: the same act again. */
  retrySign: 'Reintentar',
  /** Comments dialog (our wording). */
  commentsTitle: (folio: string) => `Comentarios de la orden ${folio}`,
  noComments: 'Esta orden no tiene comentarios.',
  newComment: 'Nuevo comentario',
  addComment: 'Agregar comentario',
  addingComment: 'Guardando...',
  loading: 'Cargando...',
  /** The spec's generic load error. */
  loadError:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  loadErrorTitle: 'No pudimos cargar las órdenes',
  retry: 'Reintentar',
} as const;
