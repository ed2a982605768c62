export const movementList = {
  title: 'Movimientos',
  /** The spec's tab name of the in-transit movements. */
  inTransitTitle: 'Movimientos en Tránsito',
  /** Not given by the spec: our own short explanation of what "in transit" means. */
  inTransitNote:
    'Son las inversiones y rescates solicitados que aún no se reflejan en su saldo. Se materializan según el horario de cada fondo.',
  /** The spec's after-hours messages, shown when a movement carries FlagHorario. */
  afterHoursNote:
    'Su cuenta registra movimientos fuera de hora que descuentan su saldo disponible. La transacción se realizará el siguiente día hábil bancario.',
  afterHours: 'Fuera de horario',
  /** Beside 'Fuera de horario' rows, so that the Estado column is never blank. */
  inHours: 'En horario',
  date: 'Fecha',
  type: 'Tipo',
  fund: 'Fondo',
  folio: 'Folio',
  amount: 'Monto',
  status: 'Estado',
  settlementDate: 'Fecha de liquidación',
  units: 'Cuotas',
  /** The ledger's movement statuses (DOMAIN.md). */
  statuses: { enTransito: 'En tránsito', liquidado: 'Liquidado', anulado: 'Anulado' },
  /** The spec's empty-search text. */
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudieron cargar sus movimientos',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
