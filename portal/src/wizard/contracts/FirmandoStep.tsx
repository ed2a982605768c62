import { useCallback, useEffect, useRef } from 'react';
import type { StepComponentProps } from '../engine/step-props.ts';
import { contractIdOf } from './contract-config.ts';
import { rawGroupsOf, tickedKeys, toContractGroups } from './contract-groups.ts';
import { SigningOutcome } from './SigningOutcome.tsx';
import { useContractSigning } from './use-contract-signing.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys the client ticked on the contract step (saved as documentos), or every one. */
function selectedKeys(data: Readonly<Record<string, unknown>>, root?: string) {
  const node = root && isRecord(data[root]) ? data[root] : data;
  const groups = toContractGroups(rawGroupsOf(node.documentos ?? data.documentos));
  const chosen = groups.flatMap((g) => g.documents).filter((doc) => doc.selected || doc.mandatory);
  return chosen.length > 0 ? tickedKeys(chosen) : undefined;
}

/**
 * 'firmando' (signing in progress, wizard-spec 2): shown, it signs the contract by id behind the
 * signing notice and goes on; a failure offers Reintentar once, then (digital-channel use) the
 * referral to the executive. Without a contract id it is only the transition.
 */
export function FirmandoStep({
  wizardId,
  context,
  step,
  data,
  nav,
  headingId,
}: StepComponentProps) {
  const signing = useContractSigning({
    wizardId,
    context,
    onSigned: useCallback(
      (result: { fechaAutorizacion: string }) =>
        nav.next({ fechaAutorizacion: result.fechaAutorizacion }),
      [nav],
    ),
  });
  const started = useRef(false);
  const contractId = contractIdOf(step, data);
  const { sign } = signing;

  useEffect(() => {
    // Once: a second mount (StrictMode) must not sign twice.
    if (started.current) return;
    started.current = true;
    if (contractId) void sign(contractId, selectedKeys(data, step.config.root));
    else nav.next({});
  }, [contractId, data, nav, sign, step.config.root]);

  return (
    <div data-step-type="firmando" aria-labelledby={headingId} role="region">
      <SigningOutcome
        state={signing.state.kind === 'idle' ? { kind: 'signing' } : signing.state}
        nav={nav}
        onRetry={signing.retry}
        onBack={() => nav.back({})}
      />
    </div>
  );
}
