export const payButtonList = {
  title: 'Seleccione su banco',
  /** Not given by the spec: how the list is used. */
  description:
    'Elija el banco desde el cual abonará a su cuenta. Será dirigido al sitio de su banco.',
  logo: (bank: string) => `Logo de ${bank}`,
  /** The card's button: its visible text, and its full name with the bank. */
  chooseShort: 'Elegir',
  choose: (bank: string) => `Elegir ${bank}`,
  businessHours: 'Horario',
  minAmount: 'Monto mínimo',
  maxAmount: 'Monto máximo',
  available: 'Disponible',
  unavailable: 'No disponible',
  selected: 'Seleccionado',
  /** Not given by the spec: the reason shown when a bank gives none. */
  unavailableReason:
    'Este banco no está disponible en este momento. Intente más tarde o elija otro banco.',
  belowMin: (min: string) =>
    `El monto a abonar es menor al mínimo de este banco (${min}). Elija otro banco o aumente el monto.`,
  aboveMax: (max: string) =>
    `El monto a abonar supera el máximo de este banco (${max}). Elija otro banco o reduzca el monto.`,
  loading: 'Cargando...',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudieron cargar los bancos',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
