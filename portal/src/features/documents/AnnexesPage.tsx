import {
  Heading,
  Stack,
  StateMessage,
  Tabs,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { documentDownloads, taxAnnexes } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';
import { ZippableDocumentTable } from './ZippableDocumentTable.tsx';

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
          <ZippableDocumentTable
            rows={documents}
            columns={columns}
            keyOf={(d) => d.key}
            rowLabel={(d) => d.title}
            caption={m.caption(taxAnnexes.annexTypeNames[type])}
            pdfOf={(d) => ({
              path: taxAnnexes.annexPdfPath(d.key),
              fallbackName: taxAnnexes.annexFileName(d),
            })}
            zip={{ path: taxAnnexes.ANNEX_ZIP_PATH, fallbackName: 'patentes-anexos.zip' }}
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
