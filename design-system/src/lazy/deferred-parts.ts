// Parts that most fields and alerts show only sometimes, loaded on first use.
import { deferredComponent } from './deferred-component.tsx';
import { deferredDataTable } from './deferred-data-table.tsx';

/** SafeHtml with DOMPurify (about 11 KB gzipped): only for configuration or server HTML. */
export const deferredSafeHtml = deferredComponent(
  async () => (await import('../components/SafeHtml/SafeHtml.tsx')).SafeHtml,
);

/** The info tooltip with its positioning code: only for fields that declare a tooltip. */
export const deferredInfoTip = deferredComponent(
  async () => (await import('../components/InfoTip/InfoTip.tsx')).InfoTip,
);

/** The expandable section of alerts with hidden fields. */
export const deferredDisclosure = deferredComponent(
  async () => (await import('../components/Disclosure/Disclosure.tsx')).Disclosure,
);

/** Período Seleccionado's dates (two DatePickers and their calendar): only once it is chosen. */
export const deferredPeriodRange = deferredComponent(
  async () => (await import('../components/PeriodSelector/PeriodRange.tsx')).PeriodRange,
);

/** The chart's table alternative (TanStack Table, about 15 KB gzipped): once the client opens it. */
export const deferredChartTable = deferredComponent(
  async () =>
    (await import('../components/TimeSeriesChart/ChartTableContent.tsx')).ChartTableContent,
);

/**
 * Loads every deferred part: Storybook, tests and screens that know they will show them call it
 * first so the parts render in the same pass as the rest.
 */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all([
    deferredSafeHtml.preload(),
    deferredInfoTip.preload(),
    deferredDisclosure.preload(),
    deferredPeriodRange.preload(),
    deferredChartTable.preload(),
    deferredDataTable.preload(),
  ]);
}
