import type { dashboard } from '@inversiones/contract';

/** The home dashboard. */
export const home = {
  /** The page's name in the document's title. */
  pageTitle: 'Inicio',
} as const;

/** not shown in the spec: ours. The confirmation after the onboarding's last wizard. */
export const journeyCompleted = {
  title: 'Su cuenta está lista',
  body: 'Completó su incorporación. Ya puede invertir desde su portal.',
} as const;

/** Spec 8's user messages, verbatim: a section that failed, and one with nothing to show. */
export const sectionState = {
  errorTitle: 'No se pudo cargar esta sección',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  retry: 'Reintentar',
} as const;

/** The total, the day's change, the profitability of a period and the call to invest. */
export const summary = {
  /** The page's heading: the design system's name of the total. */
  title: 'Mi patrimonio',
  /** Not shown in the spec: ours. The company's total is named as the company's (no salutation). */
  companyTitle: 'Patrimonio de la empresa',
  invest: 'Invertir',
  /** The dates the period resolved to, under its figures. */
  periodRange: (from: string, to: string) => `Del ${from} al ${to}`,
  /** Not shown in the spec: a client who may not invest yet is told why (the API's reason). */
  cannotInvest: 'Por ahora no puede invertir desde el portal. Consulte a su ejecutivo.',
} as const;

/** Not shown in the spec: ours. The allocation, by the three groupings of the portfolio call. */
export const allocation = {
  title: 'Distribución de su patrimonio',
  companyTitle: 'Distribución del patrimonio de la empresa',
  tabsLabel: 'Agrupar por',
  byProduct: 'Por producto',
  byAssetClass: 'Por tipo de activo',
  byCurrency: 'Por moneda',
  chartTitle: {
    byProduct: 'Distribución por producto',
    byAssetClass: 'Distribución por tipo de activo',
    byCurrency: 'Distribución por moneda',
  },
  /** How dollars entered the pesos of the chart. */
  description: (date: string, rateDate: string) =>
    `Al ${date}. Los saldos en dólares, en pesos al dólar observado del ${rateDate}.`,
} as const;

/** The messages of `/common/mensajes` (priorities 1 Information, 2 Warning, 3 Error). */
export const notices = {
  title: 'Avisos',
} as const;

/** Market: the indices and the day's largest moves. */
export const market = {
  title: 'Resumen de mercado',
  indices: 'Índices',
  movers: 'Acciones con mayor variación',
} as const;

/** Advertising banners. */
export const banners = {
  /** Not shown in the spec: ours (the banners are a labelled region, not anonymous pictures). */
  title: 'Novedades',
} as const;

/** The latest fund movements and the way to all of them. */
export const movements = {
  title: 'Últimos movimientos de fondos mutuos',
  /** One list per currency when the client moved both. */
  titleIn: (currency: string) => `Últimos movimientos de fondos mutuos en ${currency}`,
  seeAll: 'Ver todos mis movimientos',
  kinds: {
    aporte: 'Inversión',
    rescate: 'Rescate',
    dividendo: 'Dividendo',
    compra: 'Compra',
    venta: 'Venta',
    comision: 'Comisión',
    traspaso: 'Traspaso',
    abono: 'Abono',
    cargo: 'Cargo',
  } satisfies Record<dashboard.FundMovementsResponse['movements'][number]['kind'], string>,
  pac: 'PAC',
  inTransit: 'en tránsito',
  currencies: { CLP: 'pesos', USD: 'dólares', EUR: 'euros', UF: 'UF' },
} as const;

/**
 * Not shown in the spec: ours. Contact validation after login (spec 4: the wizard waits while
 * it is pending): the client confirms her e-mail and mobile with a code sent to each.
 */
export const contactValidation = {
  title: 'Valide sus datos de contacto',
  intro:
    'Para avisarle de sus operaciones y proteger su cuenta necesitamos un correo electrónico y un celular que usted use. Le enviaremos un código a cada uno.',
  email: 'Correo electrónico',
  phone: 'Teléfono celular',
  phonePrefix: '+56',
  emailInvalid: 'Ingrese un correo electrónico válido.',
  phoneInvalid: 'Ingrese un celular de 9 dígitos que empiece con 9.',
  send: 'Enviar códigos',
  sending: 'Enviando códigos',
  sent: (email: string, phone: string, minutes: number) =>
    `Enviamos un código a ${email} y otro a ${phone}. Vencen en ${minutes} minutos.`,
  emailCode: 'Código recibido por correo',
  phoneCode: 'Código recibido por SMS',
  codeInvalid: 'El código tiene 6 dígitos.',
  confirm: 'Validar',
  confirming: 'Validando',
  resend: 'Enviar nuevos códigos',
  edit: 'Corregir datos',
  failedTitle: 'No pudimos validar sus datos',
  doneTitle: 'Datos de contacto validados',
  done: 'Gracias. Desde ahora le escribiremos a este correo y a este celular.',
} as const;
