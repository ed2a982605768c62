import {
  Alert,
  CurrencyField,
  Dialog,
  Link,
  Modal,
  Select,
  Stack,
  Text,
} from '@inversiones/design-system';
import type { currentAccount } from '@inversiones/contract';
import { fundOperations, payButtons } from '@inversiones/contract';
import { useRef, useState, type FormEvent } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { DialogFormActions } from '../api-state/DialogFormActions.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { date, money } from '../fund-operations/money.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import * as messages from './messages.ts';

const m = messages.transfer;

interface TransferDialogProps {
  accounts: readonly currentAccount.Balance[];
  initialAccountId: string | undefined;
  onClose: () => void;
  /** Told the voucher's sentence once the transfer is recorded. */
  onDone: (text: string) => void;
}

/**
 * Transferir a mi banco (spec 7 "current-account transfer"): from a current account to a bank
 * account registered in the same currency, once per key; a failure keeps what was typed.
 */
export function TransferDialog({
  accounts,
  initialAccountId,
  onClose,
  onDone,
}: TransferDialogProps) {
  const [accountId, setAccountId] = useState(initialAccountId ?? accounts[0]?.account.id ?? null);
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [running, setRunning] = useState(false);
  // One key per transfer: a retry after a lost answer records one.
  const key = useRef(crypto.randomUUID());
  const registered = useApiData(
    (signal) => apiGet(payButtons.bankAccounts, { signal }),
    'bank-accounts',
  );
  const account = accounts.find((a) => a.account.id === accountId);
  const currency = account?.available.currency === 'USD' ? 'USD' : 'CLP';

  async function submit(event: FormEvent, close: () => void) {
    event.preventDefault();
    if (running) return;
    const found: Record<string, string> = {};
    if (!accountId) found.accountId = m.required;
    if (!bankAccountId) found.bankAccountId = m.required;
    if (amount === null) found.amount = m.required;
    setErrors(found);
    if (!accountId || !bankAccountId || amount === null) return;
    setRunning(true);
    setFailed(false);
    try {
      const voucher = await apiSend(
        payButtons.transfer,
        { accountId, bankAccountId, amount },
        { headers: { [fundOperations.IDEMPOTENCY_KEY_HEADER]: key.current }, onError: false },
      );
      const bank = voucher.bankAccount;
      onDone(
        m.done(
          money(voucher.amount),
          `${bank.bankName} ${bank.maskedNumber}`,
          date(voucher.tradeDate),
          voucher.outOfHours,
        ),
      );
      close();
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') {
        key.current = crypto.randomUUID();
        setErrors({ [outcome.path?.[0] ?? 'form']: outcome.message });
      } else setFailed(true);
    } finally {
      setRunning(false);
    }
  }

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={m.title}>
        {(close) => (
          <form onSubmit={(event) => void submit(event, close)} noValidate>
            <Stack gap="md">
              <Text>{m.intro}</Text>
              <Select
                label={m.from}
                options={accounts.map((a) => ({
                  key: a.account.id,
                  value: messages.page.accountOption(a.available.currency, a.account.id),
                }))}
                value={accountId}
                onChange={(id) => {
                  setAccountId(id);
                  setBankAccountId(null);
                }}
                description={account ? m.available(money(account.available)) : undefined}
                isRequired
                isInvalid={Boolean(errors.accountId)}
                errorMessage={errors.accountId}
              />
              <ApiState state={registered.state} retry={registered.retry}>
                {({ accounts: banks }) => {
                  const usable = banks.filter((b) => b.currency === currency);
                  return usable.length === 0 ? (
                    <Alert priority="warning">
                      <Stack gap="xs">
                        <Text>{m.noBankAccounts}</Text>
                        <Link href="/miPerfil/misDatosPersonales/cuentasBancarias">
                          {m.registerLink}
                        </Link>
                      </Stack>
                    </Alert>
                  ) : (
                    <Select
                      label={m.to}
                      options={usable.map((b) => ({
                        key: b.id,
                        value: m.bankOption(b.bankName, b.type, b.maskedNumber),
                      }))}
                      value={bankAccountId}
                      onChange={setBankAccountId}
                      isRequired
                      isInvalid={Boolean(errors.bankAccountId)}
                      errorMessage={errors.bankAccountId}
                    />
                  );
                }}
              </ApiState>
              <CurrencyField
                label={m.amount}
                currency={currency}
                value={amount}
                onChange={setAmount}
                isRequired
                isInvalid={Boolean(errors.amount)}
                errorMessage={errors.amount}
              />
              <Text size="sm" tone="secondary">
                {m.deadline}
              </Text>
              {errors.form ? (
                <Alert priority="error" isLive>
                  {errors.form}
                </Alert>
              ) : null}
              <DialogFormActions
                failure={failed ? m.failed : null}
                onCancel={close}
                cancelLabel={m.cancel}
                submitLabel={m.submit}
                pendingLabel={m.sending}
                retryLabel={m.retry}
                isPending={running}
              />
            </Stack>
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
