import { Text } from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import type { ZodType } from 'zod';
import { PeriodForm } from './PeriodForm.tsx';
import type { usePeriodPage } from './use-period-page.ts';

export interface LastDaysPeriodTexts {
  /** The period filter's accessible name. */
  label: string;
  /** Back to the default period: 'Ver los últimos 30 días'. */
  clear: string;
  /** Said under the filter for the default period. */
  lastMonth: string;
  /** Said for a chosen one, with its dates. */
  periodShown: (from: string, to: string) => string;
}

/**
 * A list's period filter whose default is the last days (the URL keeps a chosen one): the dates,
 * the way back to the default, and the line saying which period the list shows.
 */
export function LastDaysPeriod({
  page: { period, isDefault, valid, show },
  request,
  texts,
}: {
  page: ReturnType<typeof usePeriodPage>;
  request: ZodType;
  texts: LastDaysPeriodTexts;
}) {
  return (
    <>
      <PeriodForm
        key={`${period.from}|${period.to}`}
        label={texts.label}
        period={period}
        request={request}
        onSubmit={(next) => show({ period: next })}
        secondary={
          isDefault
            ? undefined
            : { label: texts.clear, onPress: () => show({ period: { from: '', to: '' } }) }
        }
      />
      {valid ? (
        <Text tone="secondary">
          {isDefault
            ? texts.lastMonth
            : texts.periodShown(formatDisplayDate(period.from), formatDisplayDate(period.to))}
        </Text>
      ) : null}
    </>
  );
}
