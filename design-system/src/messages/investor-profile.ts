export const investorProfile = {
  /** Names the three-segment indicator. */
  indicatorLabel: 'Perfiles de inversionista',
  /** Visually hidden before the current profile's name: read as 'Perfil actual: Moderado'. */
  currentPrefix: 'Perfil actual:',
  /** The visible marker under the current segment. */
  currentMarker: 'Actual',
  /** The default theme's update date label (spec text, without accents as in the spec). */
  lastUpdate: 'Ultima actualizacion',
  modify: 'Modificar Perfil',
  change: 'Cambiar Perfil',
  /** Heading of the suggested products in the default theme (not given by the spec). */
  suggestedProducts: 'Productos sugeridos',
  /** Tabs theme: the sentence before the product list. */
  productsIntro: 'Los productos que puede operar son:',
  /** Names the tab list of the tabs theme. */
  tabsLabel: 'Perfiles de inversionista',
  /** After the current profile's tab name. */
  currentTab: '(actual)',
  /** The tabs theme marks the client's own profile in its panel. */
  isCurrent: 'Este es su perfil actual.',
  /** No profile yet (the client never answered the poll): not given by the spec. */
  emptyTitle: 'Aún no tiene un perfil de inversionista',
  emptyText: 'Responda la encuesta para conocer su perfil y los productos que puede operar.',
  complete: 'Completar perfil',
  noProducts: 'Sin productos asociados a este perfil.',
  loading: 'Cargando perfil de inversionista...',
  /** The simulators' prompt (wizard-spec 8, exact: it says tú), followed by `promptAction`. */
  prompt: 'Para realizar la simulación debes completar tu perfil de inversionista, para hacerlo',
  /** The link after the prompt (the spec stops at 'para hacerlo'; ours, in usted). */
  promptAction: 'ingrese aquí',
} as const;
