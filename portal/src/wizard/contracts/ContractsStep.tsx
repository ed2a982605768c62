import { useCallback, useMemo, useRef, useState } from 'react';
import { ContractList } from '@inversiones/design-system';
import type { wizardConfig } from '@inversiones/contract';
import * as messages from '../../messages.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { useWizardFlags } from '../engine/wizard-flags.ts';
import { contractIdOf, isFlowWizard } from './contract-config.ts';
import {
  mergeSaved,
  rawGroupsOf,
  tickedKeys,
  toContractGroups,
  withSelection,
  type StepDocument,
} from './contract-groups.ts';
import { SigningOutcome } from './SigningOutcome.tsx';
import { useContractSigning } from './use-contract-signing.ts';
import { useDocumentDownload } from './use-document-download.ts';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

type WizardControl = wizardConfig.WizardControl;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Configured controls other than the submit ('Firmar' is the list's own), or back and later. */
function sideControls(controls: readonly WizardControl[] | undefined): WizardControl[] {
  if (!controls || controls.length === 0) {
    return [
      { label: messages.wizard.back, action: 'back' },
      { label: messages.wizard.postpone, action: 'postpone' },
    ];
  }
  return controls.filter((control) => {
    const action = (control.action ?? 'next').toLowerCase();
    return control.url || control.forcedPrev || !(action === 'next' || action === 'submit');
  });
}

/**
 * The contracts step (wizard-spec 2 and 4): document groups with mandatory documents kept ticked,
 * downloads and '+' descriptions; 'Firmar' once the conditions are accepted. In flow-wizard mode
 * it signs by contract id behind the signing notice, then goes on; otherwise it marks the
 * documents selected and goes on.
 */
export function ContractsStep({
  wizardId,
  context,
  step,
  data,
  nav,
  headingId,
}: StepComponentProps) {
  const headingLevel = useStepHeadingLevel();
  const flags = useWizardFlags();
  const node = step.config.root ? data[step.config.root] : data;
  const rawGroups = useMemo(
    () =>
      mergeSaved(
        rawGroupsOf(step.items),
        rawGroupsOf(isRecord(node) ? node.documentos : undefined),
      ),
    [step.items, node],
  );
  const groups = useMemo(() => toContractGroups(rawGroups), [rawGroups]);
  const [ticked, setTicked] = useState<string[] | undefined>();
  const { downloadingId, download } = useDocumentDownload();

  // The documents being signed: read when the signature comes back.
  const signingIds = useRef<Set<string>>(new Set());
  const signing = useContractSigning({
    wizardId,
    context,
    onSigned: useCallback(
      (result: { fechaAutorizacion: string }) =>
        nav.next({
          documentos: withSelection(rawGroups, groups, signingIds.current),
          fechaAutorizacion: result.fechaAutorizacion,
        }),
      [groups, nav, rawGroups],
    ),
  });

  const sign = (documents: StepDocument[]) => {
    const contractId = contractIdOf(step, data);
    if (isFlowWizard(step, data) && contractId) {
      signingIds.current = new Set(documents.map((d) => d.id));
      void signing.sign(contractId, tickedKeys(documents));
      return;
    }
    // Not flow-wizard: the ticked documents are marked selected (mandatory ones always are).
    nav.next({ documentos: withSelection(rawGroups, groups, new Set(documents.map((d) => d.id))) });
  };

  if (signing.state.kind !== 'idle') {
    return (
      <div data-step-type="contratos" aria-labelledby={headingId} role="region">
        <SigningOutcome
          state={signing.state}
          nav={nav}
          onRetry={signing.retry}
          onBack={signing.dismiss}
        />
      </div>
    );
  }

  const controls = sideControls(step.config.controls).filter((control) => {
    const action = (control.action ?? '').toLowerCase();
    if (flags.noback && (control.forcedPrev || action === 'back')) return false;
    return !(flags.notPostPone && action === 'postpone');
  });
  return (
    <div data-step-type="contratos" aria-labelledby={headingId} role="region">
      <ContractList
        groupTitleLevel={headingLevel}
        groups={groups}
        value={ticked}
        onChange={setTicked}
        onDownload={(doc) => void download(doc.id, doc)}
        downloadingId={downloadingId}
        onSign={sign}
        isSigning={nav.busy}
      />
      {controls.length > 0 ? (
        <StepControls
          step={{ ...step, config: { ...step.config, controls } }}
          nav={nav}
          canAdvance={false}
          onAdvance={() => undefined}
          getPartial={() => ({
            answers: ticked
              ? { documentos: withSelection(rawGroups, groups, new Set(ticked)) }
              : {},
          })}
        />
      ) : null}
    </div>
  );
}
