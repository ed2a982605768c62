import {
  Heading,
  Stack,
  StateMessage,
  Text,
  YearPicker,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate, formatMonth } from '@inversiones/design-system/es-cl';
import { documentDownloads, invoices } from '@inversiones/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { money } from '../fund-operations/money.ts';
import * as messages from './messages.ts';
import { ZippableDocumentTable } from './ZippableDocumentTable.tsx';

const m = messages.invoices;
const { downloadMessages } = documentDownloads;
type Invoice = invoices.Invoice;

const columns: DataTableColumn<Invoice>[] = [
  { id: 'folio', header: m.folio, value: (i) => i.folio, isRowHeader: true },
  { id: 'month', header: m.month, value: (i) => i.month, cell: (i) => formatMonth(i.month) },
  { id: 'type', header: m.type, value: (i) => invoices.invoiceTypeNames[i.type] },
  { id: 'account', header: m.account, value: (i) => i.accountId },
  {
    id: 'issuedOn',
    header: m.issuedOn,
    value: (i) => i.issuedOn,
    cell: (i) => formatDisplayDate(i.issuedOn),
    numeric: true,
  },
  {
    id: 'total',
    header: m.total,
    value: (i) => i.total.amount,
    cell: (i) => money(i.total),
    numeric: true,
  },
];

/** One year's invoices: each PDF on its own, or up to 10 chosen in one zip. */
function InvoiceTable({ year, rows }: { year: number; rows: readonly Invoice[] }) {
  if (rows.length === 0) return <StateMessage title={downloadMessages.noResults} titleLevel={2} />;
  return (
    <ZippableDocumentTable
      rows={rows}
      columns={columns}
      keyOf={(i) => i.key}
      rowLabel={(i) => m.rowLabel(i.folio)}
      caption={m.caption(year)}
      pdfOf={(i) => ({
        path: invoices.invoicePdfPath(i.key),
        fallbackName: invoices.invoiceFileName(i),
      })}
      zip={{ path: invoices.INVOICE_ZIP_PATH, fallbackName: 'facturas.zip' }}
    />
  );
}

/** Another year than the first answer's: its own call. */
function InvoicesOfYear({ year }: { year: number }) {
  const { state, retry } = useApiData(
    (signal) => apiGet(invoices.invoiceList, { signal, params: { anio: String(year) } }),
    `invoices-${year}`,
  );
  return (
    <ApiState state={state} retry={retry} placeholder={4}>
      {(answer) => <InvoiceTable year={year} rows={answer.invoices} />}
    </ApiState>
  );
}

/** The year picker over the range the first answer gives, and the chosen year's table. */
function InvoiceYears({ first }: { first: invoices.InvoiceList }) {
  const [search, setSearch] = useSearchParams();
  const { firstYear, lastYear } = first;
  if (firstYear === null || lastYear === null) {
    return <StateMessage title={m.noYears} titleLevel={2} />;
  }
  const asked = Number(search.get('anio'));
  const year = asked >= firstYear && asked <= lastYear ? asked : first.year;
  return (
    <Stack gap="lg">
      <YearPicker
        label={m.year}
        value={year}
        minYear={firstYear}
        maxYear={lastYear}
        onChange={(y) => setSearch({ anio: String(y) })}
      />
      {year === first.year ? (
        <InvoiceTable key={year} year={year} rows={first.invoices} />
      ) : (
        <InvoicesOfYear key={year} year={year} />
      )}
    </Stack>
  );
}

/**
 * /infoDocs/facturas (spec 7 "bills"): a year's invoices of management and brokerage fees, each
 * PDF, and a zip of up to 10 (the spec's limit: an 11th is refused before any call).
 */
export function InvoicesPage() {
  usePageTitle(m.title);
  // The year the page opened on (the URL's, else the latest): later changes load their own.
  const [opened] = useSearchParams();
  const [initialYear] = useState(() => opened.get('anio') ?? undefined);
  const { state, retry } = useApiData(
    (signal) =>
      apiGet(invoices.invoiceList, {
        signal,
        ...(initialYear && /^20\d{2}$/.test(initialYear) ? { params: { anio: initialYear } } : {}),
      }),
    'invoice-years',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={state} retry={retry} placeholder={4}>
        {(first) => <InvoiceYears first={first} />}
      </ApiState>
    </Stack>
  );
}
