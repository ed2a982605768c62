import {
  Button,
  Link,
  OperationVoucher,
  Stack,
  TransferStatusBadge,
} from '@inversiones/design-system';
import type { tefeInstructions } from '@inversiones/contract';
import { useReceiptDownload } from '../api-state/use-receipt-download.ts';
import { dateTime, money } from '../fund-operations/money.ts';
import { instructionFiles } from './instruction-files.ts';
import * as messages from './messages.ts';

const m = messages.instruct;

/** An instruction entered: its figures and status, its PDF receipt and what comes next. */
export function InstructionVoucher({
  instruction,
  onAnother,
}: {
  instruction: tefeInstructions.Instruction;
  onAnother: () => void;
}) {
  const id = String(instruction.Id);
  const receipt = useReceiptDownload(instructionFiles(() => instruction.Folio));
  return (
    <OperationVoucher
      title={m.voucherTitle}
      titleLevel={2}
      folio={instruction.Folio}
      dateTime={dateTime(instruction.CreatedAt)}
      amount={{ label: m.sent, value: instruction.Monto.amount, currency: 'USD' }}
      rows={[
        { id: 'beneficiary', term: m.beneficiary, value: instruction.BeneficiaryName },
        {
          id: 'bank',
          term: m.bank,
          value: `${instruction.BankName} (SWIFT ${instruction.SwiftCode})`,
        },
        { id: 'commission', term: m.commission, value: money(instruction.Comision) },
        { id: 'total', term: m.total, value: money(instruction.Total) },
        { id: 'debit', term: m.debitAccount, value: m.accountOption(instruction.CuentaId) },
        {
          id: 'status',
          term: m.status,
          value: <TransferStatusBadge statusId={instruction.Status} />,
        },
        { id: 'execute', term: m.executeAt, value: dateTime(instruction.ExecuteAt) },
      ]}
      onDownload={() => receipt.save(id)}
      isDownloading={receipt.isRunning(id)}
      downloadFailed={receipt.hasFailed(id)}
      downloadLabel={m.download}
      focusOnMount
      actions={
        <Stack direction="row" gap="md" wrap align="center">
          <Button variant="secondary" onPress={onAnother}>
            {m.another}
          </Button>
          <Link href="/ccm/saldos" variant="standalone">
            {messages.instruct.seeCurrentAccount}
          </Link>
        </Stack>
      }
    />
  );
}
