import type { wizardConfig } from '@inversiones/contract';
import type { WizardContext } from '../api/wizard-api.ts';

type WizardStep = wizardConfig.WizardStep;
type WizardControl = wizardConfig.WizardControl;

/** Options of a navigation call: `omit` names answer keys to drop from the saved data (hidden fields). */
export interface StepNavOptions {
  omit?: readonly string[];
}

/** What a step can ask the engine to do; the engine owns saving, progression and the controller. */
export interface StepNav {
  /** Merge `answers` into the data at the step's root (deleting `omit` keys), save when saveable, advance;
      after the last step ask the controller. */
  next(answers?: Record<string, unknown>, options?: StepNavOptions): void;
  /** Step 0 leaves the wizard; otherwise saves the partial answers (unless info / not saveable) and goes back. */
  back(partial?: Record<string, unknown>, options?: StepNavOptions): void;
  /** "Continuar más tarde": saves the partial answers and closes. */
  postpone(partial?: Record<string, unknown>, options?: StepNavOptions): void;
  /** Merges `answers` into the step's root and saves, staying on the step (manager lists).
      Resolves with the saved jsonData; rejects with an Error whose message is the Spanish
      text to show (the engine's data keep the answers either way). */
  save(
    answers: Record<string, unknown>,
    options?: StepNavOptions,
  ): Promise<Record<string, unknown>>;
  /** Ends the wizard without saving (success finish, 'do not show again'). */
  close(): void;
  /** A configured control (url / external / forcedPrev / action). */
  control(control: WizardControl, answers?: Record<string, unknown>): void;
  /** True while the engine saves or asks the controller: steps disable their controls. */
  busy: boolean;
}

export interface StepComponentProps {
  /** The running wizard's id and context (suppress calls, flow-wizard signing, SEC first). */
  wizardId: string;
  context: WizardContext;
  step: WizardStep;
  index: number;
  total: number;
  /** The wizard's jsonData so far (including answers kept after a failed save). */
  data: Readonly<Record<string, unknown>>;
  /** Id of the step heading the engine renders (focus target). */
  headingId: string;
  nav: StepNav;
}
