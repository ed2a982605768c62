import {
  Alert,
  DataTable,
  Heading,
  Link,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import {
  formatCurrency,
  formatDisplayDate,
  formatNumber,
  formatPercent,
} from '@inversiones/design-system/es-cl';
import { stockFinancing } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { ORDER_SIGNING_ROUTE } from '../order-signing/pending-menu.ts';
import * as messages from './messages.ts';
import { shareColumn } from '../stocks/share-column.tsx';

const m = messages.simultaneas;
type Simultanea = stockFinancing.Simultanea;

const price = (value: number) => formatCurrency(value, 'CLP', { decimals: 2 });

const columns: readonly DataTableColumn<Simultanea>[] = [
  { id: 'folio', header: m.folio, value: (row) => row.folio, isRowHeader: true },
  shareColumn<Simultanea>(m.share),
  {
    id: 'cantidad',
    header: m.quantity,
    value: (row) => row.cantidad,
    numeric: true,
    cell: (row) => formatNumber(row.cantidad),
  },
  {
    // One column for the term: eleven would not fit 1280 px without breaking tickers.
    id: 'plazo',
    header: m.term,
    value: (row) => row.fechaVencimiento,
    cell: (row) => (
      <Stack gap="none">
        <span>
          {m.range(formatDisplayDate(row.fechaInicio), formatDisplayDate(row.fechaVencimiento))}
        </span>
        <Text as="span" tone="secondary">
          {m.days(row.dias)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'contado',
    header: m.spot,
    value: (row) => row.precioContado,
    numeric: true,
    cell: (row) => price(row.precioContado),
  },
  {
    id: 'precioPlazo',
    header: m.forward,
    value: (row) => row.precioPlazo,
    numeric: true,
    cell: (row) => price(row.precioPlazo),
  },
  {
    id: 'financiado',
    header: m.financed,
    value: (row) => row.montoFinanciado.amount,
    numeric: true,
    cell: (row) => formatCurrency(row.montoFinanciado.amount, 'CLP'),
  },
  {
    id: 'tasa',
    header: m.rate,
    value: (row) => row.tasaMensual,
    numeric: true,
    cell: (row) => formatPercent(row.tasaMensual, { decimals: 4 }),
  },
  {
    id: 'firma',
    header: m.signature,
    value: (row) => row.estadoFirma,
    cell: (row) => {
      if (row.estadoFirma === 'firmada') return m.signed;
      if (row.estadoFirma === 'vencida') return m.expired;
      return (
        <Stack gap="none">
          <Text as="span">{m.toSign}</Text>
          {/* Short where it is seen, whole where it is heard ('Firmar' starts the name). */}
          <Link href={ORDER_SIGNING_ROUTE} aria-label={m.sign(row.folio)}>
            {m.signShort}
          </Link>
        </Stack>
      );
    },
  },
];

/**
 * /simultaneas (spec 7 "simultaneas"): the client's simultáneas in force with their terms, read
 * only; one whose order is still to sign sends the client to Firma de Operaciones.
 */
export function SimultaneasPage() {
  usePageTitle(m.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(stockFinancing.simultaneas, { signal }),
    'simultaneas',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState
        state={state}
        retry={retry}
        placeholder={3}
        titleLevel={2}
        isEmpty={(data) => data.simultaneas.length === 0}
        empty={<Text>{m.empty}</Text>}
      >
        {(data) => {
          const toSign = data.simultaneas.filter((s) => s.estadoFirma === 'porFirmar').length;
          return (
            <Stack gap="md">
              {toSign > 0 ? (
                <Alert priority="warning" title={m.toSignAlertTitle(toSign)}>
                  <Stack gap="xs">
                    <Text as="span">{m.toSignAlert}</Text>
                    <Link href={ORDER_SIGNING_ROUTE}>{m.goToSigning}</Link>
                  </Stack>
                </Alert>
              ) : null}
              <Text>{m.total(formatCurrency(data.totalFinanciado.amount, 'CLP'))}</Text>
              <DataTable
                aria-label={m.tableLabel}
                columns={columns}
                data={data.simultaneas}
                getRowId={(row) => row.folio}
                density="compact"
              />
            </Stack>
          );
        }}
      </ApiState>
    </Stack>
  );
}
