import {
  Alert,
  Button,
  Card,
  FactList,
  OperationReview,
  Stack,
  Text,
  beneficiaryFullName,
} from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import type { tefeBeneficiaries } from '@inversiones/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MethodKind } from '../security-pass/calls.ts';
import { SigningCode } from '../security-pass/SigningCode.tsx';
import * as messages from './messages.ts';

const m = messages.instruct;
const usd = (amount: number) => formatCurrency(amount, 'USD');
const CODE = /^\d{6}$/;

export interface ConfirmFigures {
  amount: number;
  commission: number;
  total: number;
}

/**
 * The confirm step: exactly what will happen (to whom, through which banks, from which account,
 * how much with its commission, when it is sent), confirmed with the second factor's code.
 */
export function InstructionConfirm({
  beneficiary,
  accountId,
  figures,
  methods,
  onConfirm,
  onBack,
  isConfirming,
  refusal,
  failed,
  codeRefused,
}: {
  beneficiary: tefeBeneficiaries.Beneficiary;
  accountId: string;
  figures: ConfirmFigures;
  methods: readonly MethodKind[];
  onConfirm: (confirmation: { metodo: MethodKind; codigo: string }) => void;
  onBack: () => void;
  isConfirming: boolean;
  refusal?: string;
  failed?: boolean;
  /** The server refused the code (its words; a new object each time): shown on the code. */
  codeRefused?: { message: string } | undefined;
}) {
  const [method, setMethod] = useState<MethodKind | undefined>(methods[0]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A refusal of the code (a new one each time) empties the field and says why there.
  const [seenRefusal, setSeenRefusal] = useState(codeRefused);
  if (codeRefused !== seenRefusal) {
    setSeenRefusal(codeRefused);
    if (codeRefused) {
      setCodeError(codeRefused.message);
      setCode('');
    }
  }
  useEffect(() => {
    if (codeRefused) codeRef.current?.focus();
  }, [codeRefused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || isConfirming) return;
    if (!CODE.test(code)) {
      setCodeError(m.codeInvalid);
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    onConfirm({ metodo: method, codigo: code });
  };

  const bank = beneficiary.Bank;
  const summary = (
    <FactList
      facts={[
        { id: 'beneficiary', term: m.beneficiary, value: beneficiaryFullName(beneficiary) },
        { id: 'bank', term: m.bank, value: `${bank.BankName} (SWIFT ${bank.SwiftCode})` },
        { id: 'ending', term: m.accountEnding, value: m.ending(bank.Account.slice(-4)) },
        ...(beneficiary.IntermediaryBank
          ? [
              {
                id: 'intermediary',
                term: m.intermediary,
                value: beneficiary.IntermediaryBank.BankName,
              },
            ]
          : []),
        { id: 'debit', term: m.debitAccount, value: m.accountOption(accountId) },
        { id: 'amount', term: m.amount, value: usd(figures.amount) },
        { id: 'commission', term: m.commission, value: usd(figures.commission) },
        { id: 'total', term: m.total, value: usd(figures.total) },
        { id: 'execution', term: m.execution, value: m.executionText, isWide: true },
      ]}
    />
  );

  const decision = !method ? (
    <Alert priority="warning">{m.noMethod}</Alert>
  ) : (
    <form aria-label={m.confirmTitle} noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{m.codeWhy}</Text>
        <SigningCode
          methods={methods}
          method={method}
          onMethodChange={setMethod}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            setCodeError(undefined);
          }}
          error={codeError}
          codeRef={codeRef}
          isDisabled={isConfirming}
        />
        {refusal ? (
          <Alert priority="error" isLive>
            {refusal}
          </Alert>
        ) : failed ? (
          <Alert priority="error" isLive>
            {m.failed}
          </Alert>
        ) : null}
        <Stack direction="row" gap="md" wrap>
          <Button
            type="submit"
            variant="primary"
            isPending={isConfirming}
            pendingLabel={m.confirming}
          >
            {failed ? m.retry : m.confirm}
          </Button>
          <Button variant="secondary" onPress={onBack} isDisabled={isConfirming}>
            {m.back}
          </Button>
        </Stack>
      </Stack>
    </form>
  );

  return (
    <Card title={m.confirmTitle} titleLevel={2}>
      <Stack gap="md">
        <div ref={heading} tabIndex={-1}>
          <Text tone="secondary">{m.confirmIntro}</Text>
        </div>
        <OperationReview summary={summary} decision={decision} decisionLabel={m.confirmTitle} />
      </Stack>
    </Card>
  );
}
