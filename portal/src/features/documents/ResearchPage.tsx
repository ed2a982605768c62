import {
  DocumentTable,
  Heading,
  Stack,
  StateMessage,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { documentDownloads, research } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { downloadErrorText } from './bulk-error.ts';
import * as messages from './messages.ts';
import { useFileDownloads, useSingleDownload } from './use-file-downloads.ts';

const m = messages.research;
type Report = research.ResearchReport;

const columns: DataTableColumn<Report>[] = [
  { id: 'title', header: m.report, value: (r) => r.title, isRowHeader: true },
  {
    id: 'publishedOn',
    header: m.publishedOn,
    value: (r) => r.publishedOn,
    cell: (r) => formatDisplayDate(r.publishedOn),
    numeric: true,
  },
  { id: 'summary', header: m.summary, cell: (r) => r.summary, sortable: false },
];

function ResearchTable({ reports }: { reports: readonly Report[] }) {
  const files = useFileDownloads();
  const bulk = useSingleDownload(downloadErrorText);
  const [selected, setSelected] = useState<string[]>([]);
  if (reports.length === 0) {
    return <StateMessage title={documentDownloads.downloadMessages.noResults} titleLevel={2} />;
  }
  return (
    <DocumentTable
      rows={reports}
      columns={columns}
      getRowId={(r) => r.key}
      rowLabel={(r) => r.title}
      caption={m.caption}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        bulk.clearError();
      }}
      onDownload={(r) =>
        files.download(r.key, {
          path: research.researchPdfPath(r.key),
          fallbackName: research.researchFileName(r.key),
          kind: 'pdf',
        })
      }
      downloadingIds={files.downloadingIds}
      failedIds={files.failedIds}
      progress={files.progress}
      onDownloadSelected={(ids) =>
        bulk.download({
          path: research.RESEARCH_ZIP_PATH,
          body: { claves: ids },
          fallbackName: 'research.zip',
          kind: 'zip',
        })
      }
      isBulkPending={bulk.isPending}
      bulkError={bulk.error}
    />
  );
}

/** /research (spec 2 area `research`): the monthly research reports, one PDF or up to 10 zipped. */
export function ResearchPage() {
  usePageTitle(m.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(research.researchReports, { signal }),
    'research-reports',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={state} retry={retry} placeholder={4}>
        {({ reports }) => <ResearchTable reports={reports} />}
      </ApiState>
    </Stack>
  );
}
