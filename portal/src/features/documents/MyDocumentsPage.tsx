import { DownloadList, Heading, Select, Stack, Text } from '@inversiones/design-system';
import { formatDisplayDate, toWireDate } from '@inversiones/design-system/es-cl';
import { documentDownloads, myDocuments } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { useSearchUpdate } from '../api-state/use-search-update.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import * as messages from './messages.ts';
import { useFileDownloads } from './use-file-downloads.ts';

const m = messages.myDocuments;
const ALL = 'todos';

/** The documents the answer lists, each downloaded from its own path. */
function DocumentResults({ answer }: { answer: myDocuments.MyDocuments }) {
  const files = useFileDownloads();
  return (
    <Stack gap="md">
      <Text tone="secondary">
        {m.showing(formatDisplayDate(answer.from), formatDisplayDate(answer.to))}
      </Text>
      <DownloadList
        aria-label={m.listLabel}
        items={answer.documents.map((d) => ({
          id: d.id,
          name: d.name,
          description: `${myDocuments.myDocumentTypeNames[d.type]} · ${d.description}`,
          date: d.date,
        }))}
        emptyText={documentDownloads.downloadMessages.noResults}
        downloadingIds={files.downloadingIds}
        failedIds={files.failedIds}
        progress={files.progress}
        onDownload={(item) => {
          const d = answer.documents.find((x) => x.id === item.id);
          if (d) files.download(d.id, { path: d.path, fallbackName: d.fileName, kind: 'pdf' });
        }}
      />
    </Stack>
  );
}

/**
 * /infoDocs/misDocumentos and /miPerfilEmpresa/documentos (spec 2 `my-documents`,
 * `my-company-documents`): every document of the profile, by type and period (the last 12 months
 * until another is asked), each PDF on its own.
 */
export function MyDocumentsPage({ company = false }: { company?: boolean }) {
  usePageTitle(company ? m.companyTitle : m.title);
  const { search, update } = useSearchUpdate();
  const type = myDocuments.MY_DOCUMENT_TYPES.find((t) => t === search.get('tipo'));
  const period = { from: search.get('fechaInicio') ?? '', to: search.get('fechaTermino') ?? '' };
  const asked =
    period.from &&
    period.to &&
    myDocuments.myDocuments.request.safeParse({
      fechaInicio: period.from,
      fechaTermino: period.to,
    }).success
      ? { fechaInicio: period.from, fechaTermino: period.to }
      : {};
  const params = { ...asked, ...(type ? { tipo: type } : {}) };
  const endpoint = company ? myDocuments.companyDocuments : myDocuments.myDocuments;
  const { state, retry } = useApiData(
    (signal) => apiGet(endpoint, { signal, params }),
    `documents-${company}-${JSON.stringify(params)}`,
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{company ? m.companyTitle : m.title}</Heading>
      <Text tone="secondary">{company ? m.companyIntro : m.intro}</Text>
      <Select
        label={m.type}
        options={[
          { key: ALL, value: m.allTypes },
          ...myDocuments.MY_DOCUMENT_TYPES.map((t) => ({
            key: t,
            value: myDocuments.myDocumentTypeNames[t],
          })),
        ]}
        value={type ?? ALL}
        onChange={(key) => update({ tipo: key && key !== ALL ? key : null })}
      />
      <PeriodForm
        key={`${period.from}|${period.to}`}
        label={m.periodLabel}
        period={period}
        request={myDocuments.myDocuments.request}
        submitLabel={m.search}
        maxDate={toWireDate(new Date())}
        onSubmit={(chosen) => update({ fechaInicio: chosen.from, fechaTermino: chosen.to })}
        {...(asked.fechaInicio
          ? {
              secondary: {
                label: m.lastYear,
                onPress: () => update({ fechaInicio: null, fechaTermino: null }),
              },
            }
          : {})}
      />
      <ApiState state={state} retry={retry} placeholder={4}>
        {(answer) => <DocumentResults answer={answer} />}
      </ApiState>
    </Stack>
  );
}

/** The company profile's documents (the same page, for the company the session acts as). */
export function CompanyDocumentsPage() {
  return <MyDocumentsPage company />;
}
