import { STOCKS_ROUTE } from '../stocks/routes.ts';
import * as messages from './messages.ts';

/** The client's share orders (spec 2 area `acciones`): each tab is a route (links, reload, back). */
export const MY_ORDERS_PATH = `${STOCKS_ROUTE}/misOrdenes`;

/** The tabs of /acciones/misOrdenes, in order; each id is its sub-path. */
export const TAB_IDS = ['ordenes', 'ordenesAnuladas'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The period the URL carries (`fechaInicio`, `fechaTermino`), kept from one tab to the other. */
const PERIOD_PARAMS = ['fechaInicio', 'fechaTermino'] as const;

/** Where a tab leads, with the period of `search` when it names one. */
export function tabHref(id: TabId, search = ''): string {
  const current = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of PERIOD_PARAMS) {
    const value = current.get(name);
    if (value) query.set(name, value);
  }
  const kept = query.toString();
  return `${MY_ORDERS_PATH}/${id}${kept ? `?${kept}` : ''}`;
}

/** The tab of a sub-path under /acciones/misOrdenes; null when it names none. */
export function tabOf(subpath: string): TabId | null {
  const first = subpath.split('/')[0] ?? '';
  return (TAB_IDS as readonly string[]).includes(first) ? (first as TabId) : null;
}

/** The tabs for the design system's Tabs, with the spec's names. */
export const tabItems = (search = '') =>
  TAB_IDS.map((id) => ({ id, label: messages.tabs[id], href: tabHref(id, search) }));
