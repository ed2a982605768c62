import { Heading, Select, Stack, Text } from '@inversiones/design-system';
import { formatDisplayDate, toIsoDate, toWireDate } from '@inversiones/design-system/es-cl';
import { reports } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import { downloadErrorText } from './bulk-error.ts';
import * as messages from './messages.ts';
import { useSingleDownload } from './use-file-downloads.ts';

const m = messages.reports;

/** The report's query, refused before any call when it starts before the historic limit. */
const requestWithin = (earliest: string, historicYears: number) =>
  reports.reportQuery.superRefine((query, ctx) => {
    if (query.fechaInicio < toWireDate(earliest)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fechaInicio'],
        message: reports.reportMessages.tooOld(historicYears, formatDisplayDate(earliest)),
      });
    }
  });

function ReportChooser({ available }: { available: reports.ReportTypes }) {
  const [type, setType] = useState<reports.ReportType>(available.types[0]?.id ?? 'movimientos');
  const download = useSingleDownload(downloadErrorText);
  const chosen = available.types.find((t) => t.id === type);
  return (
    <Stack gap="lg">
      <Select
        label={m.type}
        options={available.types.map((t) => ({ key: t.id, value: t.name }))}
        value={type}
        onChange={(id) => {
          if (id) setType(id as reports.ReportType);
          download.clearError();
        }}
        isRequired
      />
      {chosen ? <Text tone="secondary">{chosen.description}</Text> : null}
      <Text tone="secondary">
        {m.limit(available.historicYears, formatDisplayDate(available.earliest))}
      </Text>
      <PeriodForm
        label={m.periodLabel}
        period={{ from: '', to: '' }}
        request={requestWithin(available.earliest, available.historicYears)}
        submitLabel={download.isPending ? messages.taxCertificates.downloading : m.submit}
        minDate={toWireDate(available.earliest)}
        maxDate={toWireDate(available.today)}
        isRequired
        submitIcon="download"
        onSubmit={(period) => {
          const from = toIsoDate(period.from);
          const to = toIsoDate(period.to);
          const query = new URLSearchParams({ fechaInicio: period.from, fechaTermino: period.to });
          download.download({
            path: `${reports.reportPdfPath(type)}?${query}`,
            fallbackName: reports.reportFileName(type, from, to),
            kind: 'pdf',
          });
        }}
      />
      <ProblemAlert message={download.error} />
    </Stack>
  );
}

/**
 * /infoDocs/informes (spec 7 "report types" and the reports): the report chosen among the ones
 * this profile's products allow, for a period of 15 days or more within the historic limit, as
 * a PDF.
 */
export function ReportsPage() {
  usePageTitle(m.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(reports.reportTypes, { signal }),
    'report-types',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={state} retry={retry} placeholder={3}>
        {(available) =>
          available.types.length === 0 ? (
            <Text tone="secondary">{m.none}</Text>
          ) : (
            <ReportChooser available={available} />
          )
        }
      </ApiState>
    </Stack>
  );
}
