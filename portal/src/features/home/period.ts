import type {
  PeriodSelection,
  ProfitabilityPeriod as ProfitabilityPeriodKey,
} from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';

/** A profitability query: one of the four periods, the selected one with its YYYYMMDD dates. */
export type PeriodQuery =
  | { periodo: Exclude<dashboard.ProfitabilityPeriod, 'Período Seleccionado'> }
  | { periodo: 'Período Seleccionado'; fechaInicio: string; fechaTermino: string };

/** The periods' ids in the page's URL (`?periodo=ultimos12Meses`): short and without accents. */
export const PERIOD_SLUGS = {
  'Año en Curso': 'anioEnCurso',
  'Últimos 12 Meses': 'ultimos12Meses',
  'Mes en Curso': 'mesEnCurso',
  'Período Seleccionado': 'periodoSeleccionado',
} as const satisfies Record<dashboard.ProfitabilityPeriod, string>;

export const DEFAULT_PERIOD: PeriodQuery = { periodo: 'Año en Curso' };

/**
 * The period the URL keeps (so reload, back and forward show the same one); anything the
 * contract would refuse (unknown, a selected period without valid dates) is the default.
 */
export function periodFromSearch(search: URLSearchParams): PeriodQuery {
  const slug = search.get('periodo');
  const periodo = dashboard.PROFITABILITY_PERIODS.find((p) => PERIOD_SLUGS[p] === slug);
  if (!periodo) return DEFAULT_PERIOD;
  if (periodo !== 'Período Seleccionado') return { periodo };
  const query = {
    periodo,
    fechaInicio: search.get('fechaInicio') ?? '',
    fechaTermino: search.get('fechaTermino') ?? '',
  };
  return dashboard.profitabilityQuerySchema.safeParse(query).success ? query : DEFAULT_PERIOD;
}

/** The URL's query for `period`, keeping the URL's other parameters. */
export function searchWithPeriod(search: URLSearchParams, period: PeriodQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('periodo', PERIOD_SLUGS[period.periodo]);
  next.delete('fechaInicio');
  next.delete('fechaTermino');
  if (period.periodo === 'Período Seleccionado') {
    next.set('fechaInicio', period.fechaInicio);
    next.set('fechaTermino', period.fechaTermino);
  }
  return next;
}

/** A stable key of the query (what the section reloads on). */
export const periodKey = (period: PeriodQuery) =>
  period.periodo === 'Período Seleccionado'
    ? `${period.periodo}|${period.fechaInicio}|${period.fechaTermino}`
    : period.periodo;

/** The design system's names of the four periods, and back. */
export const SELECTOR_PERIODS = {
  'Año en Curso': 'yearToDate',
  'Últimos 12 Meses': 'last12Months',
  'Mes en Curso': 'monthToDate',
  'Período Seleccionado': 'custom',
} as const satisfies Record<dashboard.ProfitabilityPeriod, ProfitabilityPeriodKey>;

/** The query of the design system's period selection. */
export function periodFromSelection(selection: PeriodSelection): PeriodQuery {
  if (selection.period === 'custom') {
    return {
      periodo: 'Período Seleccionado',
      fechaInicio: selection.from,
      fechaTermino: selection.to,
    };
  }
  const periodo = dashboard.PROFITABILITY_PERIODS.find(
    (p) => SELECTOR_PERIODS[p] === selection.period,
  );
  return periodo && periodo !== 'Período Seleccionado' ? { periodo } : DEFAULT_PERIOD;
}
