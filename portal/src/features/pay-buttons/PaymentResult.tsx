import { Alert, Link, Stack, Text } from '@inversiones/design-system';
import { payButtons } from '@inversiones/contract';
import { voucherHref, INVEST_PATH, Q } from '../fund-operations/routes.ts';
import { money } from '../fund-operations/money.ts';
import * as messages from './messages.ts';

const S = payButtons.TRANSACTION_STATUS;
const m = messages.result;

/** What became of a payment, in words, with the next step (the voucher, or investing it). */
export function PaymentResult({ transaction }: { transaction: payButtons.Transaction }) {
  const { statusId, bankName } = transaction;
  if (statusId === S.creditedByBank || statusId === S.creditedByTreasury) {
    const invested = transaction.investmentFolio;
    return (
      <Alert priority="success" isLive>
        <Stack gap="xs">
          <Text>{m.credited(money(transaction.amount), transaction.accountId)}</Text>
          {invested ? (
            <>
              <Text>{m.invested}</Text>
              <Link href={voucherHref('comprar', invested)}>{m.seeVoucher}</Link>
            </>
          ) : transaction.investmentError ? (
            <Text>{m.notInvested(transaction.investmentError)}</Text>
          ) : (
            <Link href={`${INVEST_PATH}?${Q.payment}=saldoCcm`}>{m.investNow}</Link>
          )}
        </Stack>
      </Alert>
    );
  }
  if (statusId === S.rejectedByBank || statusId === S.rejectedByTreasury) {
    const timedOut = transaction.responseCode === payButtons.BANK_RESPONSE.timeOut;
    return (
      <Alert priority="error" isLive>
        {timedOut ? m.timedOut(bankName) : m.rejected(bankName)}
      </Alert>
    );
  }
  if (statusId === S.pending) {
    return (
      <Alert priority="warning" isLive>
        {m.pending}
      </Alert>
    );
  }
  return (
    <Alert priority="info" isLive>
      {statusId === S.notImplemented ? m.cancelled : m.other}
    </Alert>
  );
}
