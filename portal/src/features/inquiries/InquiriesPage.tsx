import {
  Badge,
  DataTable,
  Heading,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { inquiries } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { InquiryForm } from './InquiryForm.tsx';
import * as messages from './messages.ts';

const statusTone = {
  recibida: 'info',
  enRevision: 'warning',
  respondida: 'success',
} as const;

const columns: DataTableColumn<inquiries.Inquiry>[] = [
  { id: 'folio', header: messages.columns.folio, value: (row) => row.folio, isRowHeader: true },
  {
    id: 'date',
    header: messages.columns.date,
    value: (row) => row.createdAt,
    cell: (row) => formatDisplayDate(new Date(row.createdAt)),
    numeric: true,
  },
  {
    id: 'category',
    header: messages.columns.category,
    value: (row) => inquiries.inquiryCategoryLabels[row.category],
  },
  {
    id: 'status',
    header: messages.columns.status,
    value: (row) => inquiries.inquiryStatusLabels[row.status],
    cell: (row) => (
      <Badge tone={statusTone[row.status]} size="sm">
        {inquiries.inquiryStatusLabels[row.status]}
      </Badge>
    ),
  },
  { id: 'message', header: messages.columns.message, cell: (row) => row.message, sortable: false },
];

/** Consultas y sugerencias (`/miPerfil/consultasYSugerencias`): the form, then her inquiries. */
export function InquiriesPage() {
  usePageTitle(messages.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(inquiries.listInquiries, { signal }),
    'inquiries',
  );
  // Filed here since the list loaded: shown at once, without reloading it.
  const [filed, setFiled] = useState<inquiries.Inquiry[]>([]);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={1}>{messages.title}</Heading>
        <Text>{messages.intro}</Text>
      </Stack>
      <InquiryForm onFiled={(inquiry) => setFiled((old) => [inquiry, ...old])} />
      <ApiState state={state} retry={retry}>
        {(data) => {
          const known = new Set(filed.map((inquiry) => inquiry.folio));
          const rows = [...filed, ...data.inquiries.filter((row) => !known.has(row.folio))];
          return (
            <DataTable
              caption={messages.listTitle}
              columns={columns}
              data={rows}
              getRowId={(row) => row.folio}
              emptyMessage={messages.empty}
            />
          );
        }}
      </ApiState>
    </Stack>
  );
}
