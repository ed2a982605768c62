import { Alert, Link, OperationSteps, OperationVoucher, Stack } from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { savePdfFrom } from '../../wizard/documents/pdf-download.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { tabHref } from '../funds/routes.ts';
import * as messages from './messages.ts';
import { date, dateTime, quota, units } from './money.ts';
import { INVEST_PATH, SELL_PATH } from './routes.ts';

/** The voucher's rows, the same figures as its PDF receipt. */
function voucherRows(v: fundOperations.Voucher) {
  const buying = v.kind === 'aporte';
  const currency = v.amount.currency;
  return [
    { id: 'fund', term: messages.summary.fund, value: v.fundName },
    { id: 'series', term: messages.summary.series, value: v.seriesId },
    { id: 'account', term: messages.summary.account, value: v.accountId },
    {
      id: 'payment',
      term: buying ? messages.summary.paymentWay : messages.summary.destination,
      value: v.paymentWay,
    },
    {
      id: 'units',
      term: buying ? messages.summary.units : messages.summary.redeemUnits,
      value: units(v.units),
    },
    {
      id: 'quota',
      term: messages.summary.quota,
      value: `${quota(v.quotaValue, currency)} (${date(v.quotaDate)})`,
    },
    { id: 'trade', term: messages.summary.tradeDate, value: date(v.tradeDate) },
    {
      id: 'settle',
      term: buying ? messages.summary.settlementBuy : messages.summary.settlementSell,
      value: date(v.settlementDate),
    },
    { id: 'status', term: messages.voucher.statusTerm, value: messages.voucher.status[v.status] },
  ];
}

const downloadReceipt = (folio: string) =>
  savePdfFrom(fundOperations.voucherPdfPath(folio), `comprobante-${folio}.pdf`);

/** The voucher step of either flow, read again by folio (a reload shows it again). */
export function VoucherStep({ folio }: { folio: string }) {
  const [download, setDownload] = useState<'idle' | 'running' | 'failed'>('idle');
  const save = () => {
    if (download === 'running') return;
    setDownload('running');
    downloadReceipt(folio).then(
      () => setDownload('idle'),
      () => setDownload('failed'),
    );
  };
  const { state, retry } = useApiData(
    (signal) => apiGet(fundOperations.voucher, { signal, params: { folio } }),
    folio,
  );
  return (
    <Stack gap="md">
      <OperationSteps current="voucher" />
      <ApiState state={state} retry={retry}>
        {(v) => {
          const buying = v.kind === 'aporte';
          return (
            <OperationVoucher
              title={buying ? messages.voucher.investTitle : messages.voucher.redeemTitle}
              folio={v.folio}
              dateTime={dateTime(v.createdAt)}
              amount={{
                label: buying ? messages.summary.amount : messages.summary.redeemAmount,
                value: v.amount.amount,
                currency: v.amount.currency === 'USD' ? 'USD' : 'CLP',
              }}
              rows={voucherRows(v)}
              onDownload={save}
              isDownloading={download === 'running'}
              downloadFailed={download === 'failed'}
              actions={
                <Stack direction="row" gap="md" wrap>
                  <Link href={tabHref('enTransito')} variant="standalone">
                    {messages.voucher.toMyFunds}
                  </Link>
                  <Link href={buying ? INVEST_PATH : SELL_PATH} variant="standalone">
                    {buying ? messages.voucher.another : messages.voucher.anotherRedeem}
                  </Link>
                </Stack>
              }
            >
              {v.outOfHours ? (
                <Alert priority="warning">{messages.summary.outOfHours(date(v.tradeDate))}</Alert>
              ) : null}
            </OperationVoucher>
          );
        }}
      </ApiState>
    </Stack>
  );
}
