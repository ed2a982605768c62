import { useSearchParams } from 'react-router-dom';
import type { ZodType } from 'zod';
import { periodErrors, type Period } from './period.ts';

const PERIOD_AND_PAGE = ['fechaInicio', 'fechaTermino', 'pagina'] as const;

/** `pagina` of the URL: a page number from 1, else 1. */
function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/**
 * A paged list's period and page, kept in the URL (`fechaInicio`, `fechaTermino`, `pagina`) so
 * back and reload keep them; `fallback` is the period shown when the URL names none. A period
 * the call's `request` schema refuses (a hand-typed link) is `valid: false`, never sent.
 */
export function usePeriodPage(request: ZodType, fallback?: Period) {
  const [search, setSearch] = useSearchParams();
  const typed: Period = {
    from: search.get('fechaInicio') ?? '',
    to: search.get('fechaTermino') ?? '',
  };
  const isDefault = !typed.from && !typed.to;
  const period = isDefault && fallback ? fallback : typed;
  const refused = periodErrors(request, period);

  /** Shows another period (from its first page) or another page; other parameters stay. */
  const show = (next: { period?: Period; page?: number }) => {
    const query = new URLSearchParams(search);
    for (const name of PERIOD_AND_PAGE) query.delete(name);
    const chosen = next.period ?? typed;
    if (chosen.from && chosen.to) {
      query.set('fechaInicio', chosen.from);
      query.set('fechaTermino', chosen.to);
    }
    if ((next.page ?? 1) > 1) query.set('pagina', String(next.page));
    setSearch(query);
  };

  return {
    period,
    /** The URL names no period (the fallback, or none, is shown). */
    isDefault,
    page: pageOf(search.get('pagina')),
    valid: !refused.from && !refused.to,
    show,
  };
}
