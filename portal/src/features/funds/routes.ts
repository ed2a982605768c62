import * as messages from './messages.ts';

/** Mis Fondos (spec 2): the screen and its tabs are routes, so deep links, reload and back work. */
export const MY_FUNDS_PATH = '/ffmm/misFondos';

/** Spec 2's tabs of /ffmm/misFondos, in order; each id is its sub-path's first segment. */
export const TAB_IDS = [
  'misFondos',
  'misMovimientos',
  'enTransito',
  'valoresDelDia',
  'porPeriodo',
  'porNivelesDeRiesgo',
  'porTipoDeActivo',
] as const;
export type TabId = (typeof TAB_IDS)[number];

/** Where a tab leads: Mis Fondos is the screen itself, Por Período starts at choosing. */
export function tabHref(id: TabId): string {
  if (id === 'misFondos') return MY_FUNDS_PATH;
  if (id === 'porPeriodo') return `${MY_FUNDS_PATH}/porPeriodo/inicio`;
  return `${MY_FUNDS_PATH}/${id}`;
}

/** The tab of a sub-path under /ffmm/misFondos ('' is Mis Fondos); null when there is none. */
export function tabOf(subpath: string): TabId | null {
  const first = subpath.split('/')[0] ?? '';
  if (first === '') return 'misFondos';
  return (TAB_IDS as readonly string[]).includes(first) ? (first as TabId) : null;
}

/** The tabs for the design system's Tabs, labelled with the spec's names. */
export const tabItems = TAB_IDS.map((id) => ({ id, label: messages.tabs[id], href: tabHref(id) }));

/** A fund's detail page, on one of its series. */
export function fundHref(fundId: string, seriesId?: string): string {
  const fund = `/ffmm/fondos/${encodeURIComponent(fundId)}`;
  return seriesId ? `${fund}/${encodeURIComponent(seriesId)}` : fund;
}

/** Por Período's results for a period (dates YYYYMMDD, as the call sends them). */
export function periodResultsHref(fechaInicio: string, fechaTermino: string): string {
  const query = new URLSearchParams({ fechaInicio, fechaTermino });
  return `${MY_FUNDS_PATH}/porPeriodo/resultados?${query.toString()}`;
}
