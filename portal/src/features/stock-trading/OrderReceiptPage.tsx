import {
  Alert,
  Heading,
  Link,
  OperationSteps,
  OperationVoucher,
  Stack,
  StateMessage,
} from '@inversiones/design-system';
import { stockOrders } from '@inversiones/contract';
import { useParams } from 'react-router-dom';
import { ApiError, apiGet, onApiError } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { useReceiptDownload, type ReceiptFiles } from '../api-state/use-receipt-download.ts';
import { dateTime } from '../fund-operations/money.ts';
import { stockPath, STOCKS_ROUTE } from '../stocks/routes.ts';
import * as messages from './messages.ts';
import { useLiveOrder } from './use-live-order.ts';
import { tabHref } from '../stock-orders/routes.ts';

const m = messages.receipt;

const receiptFiles: ReceiptFiles = {
  pathOf: stockOrders.orderReceiptPdfPath,
  fileNameOf: stockOrders.orderReceiptFileName,
};

/** The voucher's rows: the PDF's own (contract), the folio aside since the voucher shows it. */
const voucherRows = (order: stockOrders.Order) =>
  stockOrders
    .orderReceiptRows(order)
    .filter(([term]) => term !== 'Folio')
    .map(([term, value]) => ({ id: term, term, value }));

function amountLabel(order: stockOrders.Order) {
  if (order.estado !== 'ejecutada') return m.estimated;
  return order.tipo === 'compra' ? m.paid : m.received;
}

/** One order's voucher: its state, the figures of its receipt, the PDF and what comes next. */
function OrderVoucher({ order: first }: { order: stockOrders.Order }) {
  const receipt = useReceiptDownload(receiptFiles);
  const order = useLiveOrder(first);
  // Filled or ended while the client looks: said once, where a screen reader hears it.
  const changed = first.estado === 'pendiente' && order.estado !== 'pendiente';
  return (
    <OperationVoucher
      title={m.titles[order.tipo][order.estado]}
      folio={order.folio}
      dateTime={dateTime(order.ingresada)}
      amount={{ label: amountLabel(order), value: order.total.amount, currency: 'CLP' }}
      rows={voucherRows(order)}
      onDownload={() => receipt.save(order.folio)}
      isDownloading={receipt.isRunning(order.folio)}
      downloadFailed={receipt.hasFailed(order.folio)}
      actions={
        <Stack direction="row" gap="md" wrap align="center">
          <Link
            href={tabHref(order.estado === 'anulada' ? 'ordenesAnuladas' : 'ordenes')}
            buttonVariant="primary"
          >
            {m.myOrders}
          </Link>
          <Link href={stockPath(order.nemo)} variant="standalone">
            {m.another(order.nemo)}
          </Link>
        </Stack>
      }
    >
      {changed ? (
        <Alert priority={order.estado === 'ejecutada' ? 'success' : 'warning'} isLive>
          {m.changed[order.estado === 'ejecutada' ? 'ejecutada' : 'ended']}
        </Alert>
      ) : null}
      {stockOrders.orderReceiptNotes(order).map((note) => (
        <p key={note}>{note}</p>
      ))}
    </OperationVoucher>
  );
}

/**
 * /acciones/comprobante/:folio: the voucher of a share order, read again by folio, so a reload
 * (or the back button from Mis Órdenes) shows it as it is now.
 */
export function OrderReceiptPage() {
  const folio = useParams().folio ?? '';
  usePageTitle(m.pageTitle);
  const { state, retry } = useApiData(async (signal) => {
    try {
      return await apiGet(stockOrders.order, { signal, params: { folio }, onError: false });
    } catch (error) {
      // Another client's folio, or none: an answer for this page; the rest goes the usual way.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      onApiError(error);
      throw error;
    }
  }, folio);
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.ticket.back('Acciones')}</Link>
      <Heading level={1}>{m.pageTitle}</Heading>
      <OperationSteps current="voucher" />
      <ApiState state={state} retry={retry}>
        {(order) =>
          order ? (
            <OrderVoucher order={order} />
          ) : (
            <StateMessage tone="empty" title={m.notFound} isLive />
          )
        }
      </ApiState>
    </Stack>
  );
}
