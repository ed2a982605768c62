import { Heading, OperationSteps, Stack, Text } from '@inversiones/design-system';
import {
  fundOperations,
  tefeBeneficiaries,
  tefeCatalogues,
  tefeInstructions,
} from '@inversiones/contract';
import { useState } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import { loadActiveKinds, type MethodKind } from '../security-pass/calls.ts';
import {
  checkDraft,
  draftFieldOf,
  initialDraft,
  type InstructCatalogues,
  type InstructDraft,
} from './instruct-draft.ts';
import { InstructionConfirm, type ConfirmFigures } from './InstructionConfirm.tsx';
import { figuresOf, InstructionForm, type DraftErrors } from './InstructionForm.tsx';
import { InstructionsSection } from './InstructionsSection.tsx';
import { InstructionVoucher } from './InstructionVoucher.tsx';
import * as messages from './messages.ts';
import { TefeGate } from './TefeGate.tsx';

const m = messages.instruct;
const APPROVED = String(tefeBeneficiaries.BENEFICIARY_STATUS.approved);

type Step =
  | { kind: 'data' }
  | {
      kind: 'confirm';
      fields: tefeInstructions.InstructionFields;
      figures: ConfirmFigures;
      key: string;
    }
  | { kind: 'done'; instruction: tefeInstructions.Instruction };

/**
 * /tefe/instruir (spec 2 and 7): a transfer abroad in the operation's three steps - data, confirm
 * with the second factor, voucher - over the client's approved beneficiaries and dollar account,
 * and the transfers already entered, by dates.
 */
export function InstructPage() {
  usePageTitle(m.title);
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <TefeGate>{() => <InstructFlow />}</TefeGate>
    </Stack>
  );
}

function InstructFlow() {
  const lists = useApiData(async (signal) => {
    const [beneficiaries, accounts, currencies, purposes, origins, volumes, methods] =
      await Promise.all([
        apiGet(tefeBeneficiaries.list, {
          signal,
          params: {
            estado: APPROVED,
            registrosPagina: String(tefeBeneficiaries.BENEFICIARY_LIMITS.pageSize),
          },
        }),
        apiGet(tefeInstructions.sourceAccounts, { signal }),
        apiGet(tefeBeneficiaries.currencies, { signal }),
        apiGet(tefeCatalogues.purposes, { signal }),
        apiGet(tefeCatalogues.fundOrigins, { signal }),
        apiGet(tefeCatalogues.annualVolumes, { signal }),
        loadActiveKinds(signal),
      ]);
    return {
      today: accounts.fecha,
      beneficiaries: beneficiaries.beneficiarios,
      accounts: accounts.cuentas,
      currencies: currencies.monedas,
      purposes: purposes.propositos,
      origins: origins.origenes,
      volumes: volumes.volumenes,
      methods,
    };
  }, 'tefe-instruct-lists');
  return (
    <ApiState state={lists.state} retry={lists.retry} placeholder={4} titleLevel={2}>
      {({ methods, ...catalogues }) => <Flow catalogues={catalogues} methods={methods} />}
    </ApiState>
  );
}

function Flow({
  catalogues: lists,
  methods,
}: {
  catalogues: Omit<InstructCatalogues, 'balances' | 'tariff'>;
  methods: readonly MethodKind[];
}) {
  const [draft, setDraft] = useState<InstructDraft>(() => initialDraft(lists));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [step, setStep] = useState<Step>({ kind: 'data' });
  const [problem, setProblem] = useState<{
    refusal?: string;
    failed?: boolean;
    code?: { message: string };
  }>({});
  const [confirming, setConfirming] = useState(false);
  // Bumped when money moved (an instruction entered or cancelled): balances and list read again.
  const [version, setVersion] = useState(0);
  const account = useApiData(
    draft.accountId
      ? async (signal) => {
          const params = { id: draft.accountId };
          const [balances, tariff] = await Promise.all([
            apiGet(tefeInstructions.balances, { signal, params }),
            apiGet(tefeInstructions.commissions, { signal, params }),
          ]);
          return { balances, tariff };
        }
      : null,
    `tefe-account|${draft.accountId}|${version}`,
  );
  const ready = account.state.status === 'ready' ? account.state.data : null;
  const catalogues: InstructCatalogues = {
    ...lists,
    balances: ready?.balances ?? null,
    tariff: ready?.tariff ?? null,
  };

  const toConfirm = () => {
    const figures = figuresOf(draft, catalogues);
    const checked = checkDraft(draft, catalogues, figures?.totalCents ?? null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    // Without the account's balance and tariff there is no total to confirm: the alert above
    // says so, with its Reintentar (while they load, a moment, nothing happens).
    if (!figures || !catalogues.balances) return;
    setErrors({});
    setProblem({});
    setStep({
      kind: 'confirm',
      fields: checked.fields,
      figures: {
        amount: checked.fields.Monto,
        commission: figures!.commission,
        total: figures!.total,
      },
      // One key per confirm step: a retry after a lost answer enters it once (DOMAIN).
      key: crypto.randomUUID(),
    });
  };

  async function confirm(
    current: Extract<Step, { kind: 'confirm' }>,
    confirmation: { metodo: MethodKind; codigo: string },
  ) {
    if (confirming) return;
    setConfirming(true);
    setProblem({});
    try {
      const instruction = await apiSend(
        tefeInstructions.create,
        { ...current.fields, ...confirmation },
        { headers: { [fundOperations.IDEMPOTENCY_KEY_HEADER]: current.key }, onError: false },
      );
      setStep({ kind: 'done', instruction });
      setVersion((n) => n + 1);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') {
        if (outcome.path?.[0] === 'codigo') setProblem({ code: { message: outcome.message } });
        else {
          const field = draftFieldOf(outcome.path);
          // A rule of the data (the balance, the beneficiary): back to the data, said there.
          if (field) {
            setErrors({ [field]: outcome.message });
            setStep({ kind: 'data' });
          } else setProblem({ refusal: outcome.message });
        }
      } else if (outcome.status === 'failed') setProblem({ failed: true });
    } finally {
      setConfirming(false);
    }
  }

  const beneficiary = lists.beneficiaries.find((b) => String(b.Id) === draft.beneficiaryId);
  return (
    <Stack gap="lg">
      <OperationSteps
        current={step.kind === 'data' ? 'data' : step.kind === 'confirm' ? 'confirm' : 'voucher'}
      />
      {step.kind === 'confirm' && beneficiary ? (
        <InstructionConfirm
          beneficiary={beneficiary}
          accountId={step.fields.CuentaId}
          figures={step.figures}
          methods={methods}
          onConfirm={(confirmation) => void confirm(step, confirmation)}
          onBack={() => setStep({ kind: 'data' })}
          isConfirming={confirming}
          refusal={problem.refusal}
          failed={problem.failed}
          codeRefused={problem.code}
        />
      ) : step.kind === 'done' ? (
        <InstructionVoucher
          instruction={step.instruction}
          onAnother={() => {
            setDraft(initialDraft(lists));
            setStep({ kind: 'data' });
          }}
        />
      ) : (
        <InstructionForm
          draft={draft}
          catalogues={catalogues}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            setErrors({});
          }}
          onSubmit={toConfirm}
          onRetryAccount={account.state.status === 'error' ? account.retry : undefined}
        />
      )}
      <InstructionsSection
        today={lists.today}
        version={version}
        onChanged={() => setVersion((n) => n + 1)}
      />
    </Stack>
  );
}
