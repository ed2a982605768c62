import { Button, Link, OperationVoucher, Stack } from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import type { currencySpot } from '@inversiones/contract';
import { date, dateTime, money } from '../fund-operations/money.ts';
import * as messages from './messages.ts';
import { useReceiptDownload } from '../api-state/use-receipt-download.ts';
import { receiptFiles } from './receipt-files.ts';

const m = messages.voucher;

/** The voucher's rows: the same figures as its PDF receipt. */
function voucherRows(operation: currencySpot.Operation) {
  const buying = operation.tipo === 'compra';
  return [
    {
      id: 'rate',
      term: m.rate,
      value: messages.quote.rate(formatCurrency(operation.rate, 'CLP', { decimals: 2 })),
    },
    { id: 'pesos', term: buying ? m.paid : m.received, value: money(operation.clpAmount) },
    { id: 'debit', term: m.debit, value: operation.accounts.debit },
    { id: 'credit', term: m.credit, value: operation.accounts.credit },
    { id: 'trade', term: m.tradeDate, value: date(operation.tradeDate) },
    { id: 'status', term: m.status, value: m.settled },
  ];
}

/** A confirmed purchase or sale: its figures, its PDF receipt and what comes next. */
export function SpotVoucher({
  operation,
  onAnother,
}: {
  operation: currencySpot.Operation;
  onAnother: () => void;
}) {
  const receipt = useReceiptDownload(receiptFiles);
  const buying = operation.tipo === 'compra';
  return (
    <OperationVoucher
      title={buying ? m.buyTitle : m.sellTitle}
      folio={operation.folio}
      dateTime={dateTime(operation.createdAt)}
      amount={{
        label: buying ? m.bought : m.sold,
        value: operation.amount.amount,
        currency: 'USD',
      }}
      rows={voucherRows(operation)}
      onDownload={() => receipt.save(operation.folio)}
      isDownloading={receipt.isRunning(operation.folio)}
      downloadFailed={receipt.hasFailed(operation.folio)}
      actions={
        <Stack direction="row" gap="md" wrap align="center">
          <Button variant="secondary" onPress={onAnother}>
            {m.another}
          </Button>
          <Link href="/ccm/saldos" variant="standalone">
            {messages.page.seeCurrentAccount}
          </Link>
        </Stack>
      }
    />
  );
}
