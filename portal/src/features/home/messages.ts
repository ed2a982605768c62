/** The home page. */
export const home = {
  /** The page's name in the document's title. */
  pageTitle: 'Inicio',
  title: 'Bienvenido a su portal de inversiones',
  /** Not shown in the spec: ours (acting for a company, the welcome names it, no personal salutation). */
  companyTitle: (company: string) => `Bienvenido, ${company}`,
  companyIntro:
    'Aquí podrá revisar los fondos y las operaciones de la empresa, de forma segura y en un solo lugar.',
  intro:
    'Aquí podrá revisar sus fondos, su ahorro previsional y sus operaciones, de forma segura y en un solo lugar.',
} as const;

/** not shown in the spec: ours. The confirmation after the onboarding's last wizard. */
export const journeyCompleted = {
  title: 'Su cuenta está lista',
  body: 'Completó su incorporación. Ya puede invertir desde su portal.',
} as const;

/** The home page's service-status card. */
export const apiStatus = {
  title: 'Estado del servicio',
  checking: 'Comprobando el servicio...',
  ok: 'Servicio disponible',
  error: 'Servicio no disponible',
  errorHint:
    'Puede reintentar en unos instantes. Si el problema persiste, comuníquese con su ejecutivo.',
  retry: 'Reintentar',
  retrying: 'Reintentando...',
} as const;
