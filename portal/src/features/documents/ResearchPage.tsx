import {
  Heading,
  Stack,
  StateMessage,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { documentDownloads, research } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';
import { ZippableDocumentTable } from './ZippableDocumentTable.tsx';

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
  if (reports.length === 0) {
    return <StateMessage title={documentDownloads.downloadMessages.noResults} titleLevel={2} />;
  }
  return (
    <ZippableDocumentTable
      rows={reports}
      columns={columns}
      keyOf={(r) => r.key}
      rowLabel={(r) => r.title}
      caption={m.caption}
      pdfOf={(r) => ({
        path: research.researchPdfPath(r.key),
        fallbackName: research.researchFileName(r.key),
      })}
      zip={{ path: research.RESEARCH_ZIP_PATH, fallbackName: 'research.zip' }}
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
