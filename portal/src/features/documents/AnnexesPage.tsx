import {
  DocumentTable,
  Heading,
  Stack,
  StateMessage,
  Tabs,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { documentDownloads, taxAnnexes } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { downloadErrorText } from './bulk-error.ts';
import * as messages from './messages.ts';
import { useFileDownloads, useSingleDownload } from './use-file-downloads.ts';

const m = messages.annexes;
type Annex = taxAnnexes.AnnexDocument;

const columns: DataTableColumn<Annex>[] = [
  { id: 'title', header: m.document, value: (d) => d.title, isRowHeader: true },
  { id: 'year', header: m.year, value: (d) => d.year, numeric: true },
  {
    id: 'issuedOn',
    header: m.issuedOn,
    value: (d) => d.issuedOn,
    cell: (d) => formatDisplayDate(d.issuedOn),
    numeric: true,
  },
];

/** One tab's documents: each PDF, or up to 10 in a zip. */
function AnnexTable({ type }: { type: taxAnnexes.AnnexType }) {
  const files = useFileDownloads();
  const bulk = useSingleDownload(downloadErrorText);
  const [selected, setSelected] = useState<string[]>([]);
  const { state, retry } = useApiData(
    (signal) => apiGet(taxAnnexes.annexDocuments, { signal, params: { tipo: type } }),
    `annexes-${type}`,
  );
  return (
    <ApiState state={state} retry={retry} placeholder={3}>
      {({ documents }) =>
        documents.length === 0 ? (
          <StateMessage title={documentDownloads.downloadMessages.noResults} titleLevel={2} />
        ) : (
          <DocumentTable
            rows={documents}
            columns={columns}
            getRowId={(d) => d.key}
            rowLabel={(d) => d.title}
            caption={m.caption(taxAnnexes.annexTypeNames[type])}
            selectedIds={selected}
            onSelectionChange={(ids) => {
              setSelected(ids);
              bulk.clearError();
            }}
            onDownload={(d) =>
              files.download(d.key, {
                path: taxAnnexes.annexPdfPath(d.key),
                fallbackName: taxAnnexes.annexFileName(d),
                kind: 'pdf',
              })
            }
            downloadingIds={files.downloadingIds}
            failedIds={files.failedIds}
            progress={files.progress}
            onDownloadSelected={(ids) =>
              bulk.download({
                path: taxAnnexes.ANNEX_ZIP_PATH,
                body: { claves: ids },
                fallbackName: 'patentes-anexos.zip',
                kind: 'zip',
              })
            }
            isBulkPending={bulk.isPending}
            bulkError={bulk.error}
          />
        )
      }
    </ApiState>
  );
}

/**
 * /infoDocs/patentesAnexos (spec 2 tabs `Patentes` and `Anexos Tributarios`; spec 7 "patents and
 * annexes"): each year's patent certificate and tax annex.
 */
export function AnnexesPage() {
  usePageTitle(m.title);
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <Tabs
        aria-label={m.title}
        items={taxAnnexes.ANNEX_TYPES.map((id) => ({ id, label: taxAnnexes.annexTypeNames[id] }))}
      >
        {(item) => <AnnexTable type={item.id as taxAnnexes.AnnexType} />}
      </Tabs>
    </Stack>
  );
}
