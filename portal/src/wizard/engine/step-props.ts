import type { wizardConfig } from '@inversiones/contract';

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
  /** A configured control (url / external / forcedPrev / action). */
  control(control: WizardControl, answers?: Record<string, unknown>): void;
  /** True while the engine saves or asks the controller: steps disable their controls. */
  busy: boolean;
}

export interface StepComponentProps {
  step: WizardStep;
  index: number;
  total: number;
  /** The wizard's jsonData so far (including answers kept after a failed save). */
  data: Readonly<Record<string, unknown>>;
  /** Id of the step heading the engine renders (focus target). */
  headingId: string;
  nav: StepNav;
}
