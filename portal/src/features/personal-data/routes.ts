import * as messages from './messages.ts';

/** Mis Datos Personales (spec 2): each tab is a route, so deep links, reload and back work. */
export const PERSONAL_DATA_PATH = '/miPerfil/misDatosPersonales';

/** Spec 2's tabs, in order; each id is its sub-path ('' for the first). */
export const TAB_IDS = [
  'datosPersonales',
  'identificacion',
  'autorizacion',
  'cuentasBancarias',
] as const;
export type TabId = (typeof TAB_IDS)[number];

export function tabHref(id: TabId): string {
  return id === 'datosPersonales' ? PERSONAL_DATA_PATH : `${PERSONAL_DATA_PATH}/${id}`;
}

/** The tab of a sub-path under the page ('' is Datos Personales); null when there is none. */
export function tabOf(subpath: string): TabId | null {
  const first = subpath.split('/')[0] ?? '';
  if (first === '') return 'datosPersonales';
  return (TAB_IDS as readonly string[]).includes(first) && first !== 'datosPersonales'
    ? (first as TabId)
    : null;
}

export const tabItems = TAB_IDS.map((id) => ({ id, label: messages.tabs[id], href: tabHref(id) }));
