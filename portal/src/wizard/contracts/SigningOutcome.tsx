import { useEffect, useRef } from 'react';
import { Button, ResultPanel, SavingScreen, StateMessage } from '@inversiones/design-system';
import { navigateTo } from '../../errors/navigation.ts';
import * as messages from '../../messages.ts';
import type { StepNav } from '../engine/step-props.ts';
import type { SigningState } from './use-contract-signing.ts';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

interface SigningOutcomeProps {
  state: Exclude<SigningState, { kind: 'idle' }>;
  nav: StepNav;
  onRetry: () => void;
  /** Back to the documents (the contract step); absent: no way back (the firmando step). */
  onBack?: () => void;
}

/**
 * The signing transition and its failures: the saving screen with the signing notice, the error
 * with Reintentar while one retry is left, and the referral to the executive with Cerrar (to /).
 */
export function SigningOutcome({ state, nav, onRetry, onBack }: SigningOutcomeProps) {
  const headingLevel = useStepHeadingLevel();
  const savingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The list the focus was in is gone: the notice takes it, so it is not lost.
    if (state.kind === 'signing') savingRef.current?.focus();
  }, [state.kind]);

  if (state.kind === 'signing') return <SavingScreen ref={savingRef} isSigning />;

  if (state.kind === 'referral') {
    const close = () => {
      nav.close();
      // Spec 2: Cerrar of the digital-channel-use wizard goes to the root.
      navigateTo('/');
    };
    return (
      <StateMessage
        tone="error"
        titleLevel={headingLevel}
        title={messages.wizardContracts.referralTitle}
        isLive
        action={
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button autoFocus onPress={close}>
            {messages.wizardContracts.close}
          </Button>
        }
      >
        {messages.wizardContracts.referral}
      </StateMessage>
    );
  }

  return (
    <ResultPanel
      status="error"
      titleLevel={headingLevel}
      errorTitle={messages.wizardContracts.signErrorTitle}
      message={state.message}
      canRetry={state.canRetry}
      onRetry={onRetry}
      secondaryAction={
        onBack ? (
          // Without a retry it is the only action: focus lands on it, not lost with the list.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button variant="secondary" onPress={onBack} autoFocus={!state.canRetry}>
            {messages.wizardContracts.backToContracts}
          </Button>
        ) : undefined
      }
    />
  );
}
