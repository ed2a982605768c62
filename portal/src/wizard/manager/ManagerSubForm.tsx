// The manager's embedded form (wizard-spec 4): the item's questions rendered by the form step,
// with a navigation of its own so that finishing or cancelling returns to the list.
import { Alert, Button, Heading, Loader, Stack } from '@inversiones/design-system';
import type { wizardConfig } from '@inversiones/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import * as messages from '../../messages.ts';
import type { StepComponentProps, StepNav } from '../engine/step-props.ts';
import { defaultWizardFlags, WizardFlagsContext } from '../engine/wizard-flags.ts';
import { FormStep } from '../form/FormStep.tsx';

type Question = wizardConfig.Question;
type WizardStep = wizardConfig.WizardStep;

const m = messages.wizardManager;

export interface ManagerSubFormProps extends Pick<
  StepComponentProps,
  'wizardId' | 'context' | 'index' | 'total'
> {
  title: string;
  questions: readonly Question[];
  /** The item the answers start from (the base item when adding). */
  item: Readonly<Record<string, unknown>>;
  /** A placement agent: shown read-only, with only 'Volver a la lista'. */
  isReadOnly?: boolean;
  /** The questions' lists are still loading (the form opens once they are in order). */
  isLoading?: boolean;
  /** Guardar with valid answers (keys hidden by showWhen in `omit`). */
  onSubmit: (answers: Record<string, unknown>, omit: readonly string[]) => void;
  onCancel: () => void;
  /** The answers are refused (duplicate account): shown above the form and announced. */
  formError?: string | null;
  /** Changes with each refusal: the alert is announced again. */
  formErrorKey?: number;
  /** The save failed: the engine's message and Reintentar; the answers stay in the form. */
  saveError?: string | null;
  onRetry?: () => void;
  busy: boolean;
}

/** A question shown read-only (placement agents: nothing can be changed). */
const readOnly = (question: Question): Question =>
  question.key ? { key: question.key, label: question.label, element: 'read-only-text' } : question;

export function ManagerSubForm({
  title,
  questions,
  item,
  isReadOnly = false,
  isLoading = false,
  onSubmit,
  onCancel,
  formError,
  formErrorKey,
  saveError,
  onRetry,
  busy,
  ...stepProps
}: ManagerSubFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the form moves focus to its heading (the list's button is gone).
  useEffect(() => {
    headingRef.current?.focus();
  }, [isLoading]);

  const step = useMemo<WizardStep>(
    () => ({
      config: {
        type: 'form',
        title,
        controls: isReadOnly
          ? [{ label: m.backToList, action: 'back', style: 'secondary' }]
          : [
              { label: m.cancel, action: 'back', style: 'secondary' },
              { label: m.save, action: 'next', style: 'primary' },
            ],
      },
      items: isReadOnly ? questions.map(readOnly) : [...questions],
    }),
    [title, questions, isReadOnly],
  );

  const nav = useMemo<StepNav>(
    () => ({
      next: (answers = {}, options) =>
        isReadOnly ? onCancel() : onSubmit(answers, options?.omit ?? []),
      back: onCancel,
      postpone: onCancel,
      close: onCancel,
      control: onCancel,
      // The sub-form never saves in place: the list does, after Guardar.
      save: () => Promise.reject(new Error(messages.wizard.saveError)),
      busy,
    }),
    [busy, isReadOnly, onCancel, onSubmit],
  );

  return (
    <Stack gap="md">
      <Heading level={2} size="md" id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {isReadOnly ? <Alert priority="info">{m.readOnlyNote}</Alert> : null}
      {formError ? (
        <Alert key={formErrorKey} priority="error" isLive>
          {formError}
        </Alert>
      ) : null}
      {saveError ? (
        <Alert priority="error" isLive title={m.saveFailedTitle}>
          {saveError}
        </Alert>
      ) : null}
      {saveError && onRetry ? (
        <div>
          <Button variant="primary" onPress={onRetry} isDisabled={busy}>
            {m.retry}
          </Button>
        </div>
      ) : null}
      {isLoading ? (
        <Loader kind="placeholder" variant={4} />
      ) : (
        // The engine's flags (noback...) are for its own controls, not for Cancelar.
        <WizardFlagsContext.Provider value={defaultWizardFlags}>
          <FormStep {...stepProps} step={step} data={item} headingId={headingId} nav={nav} />
        </WizardFlagsContext.Provider>
      )}
    </Stack>
  );
}
