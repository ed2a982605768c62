import { Button, WizardActions } from '@inversiones/design-system';
import type { wizardConfig } from '@inversiones/contract';
import * as messages from '../../messages.ts';
import type { StepNav } from './step-props.ts';
import { useWizardFlags } from './wizard-flags.ts';

type WizardStep = wizardConfig.WizardStep;
type WizardControl = wizardConfig.WizardControl;

/** The answers typed so far, for back / continue-later / redirect controls (no validation). */
export interface StepPartial {
  answers: Record<string, unknown>;
  /** Keys to drop from the saved data (fields hidden by showWhen). */
  omit?: readonly string[];
}

export interface StepControlsProps {
  step: WizardStep;
  nav: StepNav;
  /**
   * False while the step is invalid. Continuar stays a plain enabled button all the same (issue
   * 18): pressing it runs the step's submit, which shows why (the error summary takes the focus).
   */
  canAdvance: boolean;
  /** A file is compressing: back and continue-later are disabled until it ends. */
  waiting?: boolean;
  /** The step's own submit (the form step validates, then calls nav.next). */
  onAdvance: () => void;
  getPartial?: () => StepPartial;
}

type ControlRole = 'next' | 'back' | 'postpone' | 'other';

const roleOf = (control: WizardControl): ControlRole => {
  if (control.forcedPrev) return 'back';
  if (control.url) return 'other';
  const action = (control.action ?? 'next').toLowerCase();
  if (action === 'next' || action === 'submit') return 'next';
  if (action === 'back' || action === 'prev' || action === 'previous') return 'back';
  if (action === 'postpone' || action === 'later' || action === 'save') return 'postpone';
  return 'other';
};

const variantOf = (control: WizardControl, role: ControlRole) => {
  const style = (control.style ?? '').toLowerCase();
  if (/danger/.test(style)) return 'danger' as const;
  if (/link|tertiary/.test(style)) return 'tertiary' as const;
  if (/secondary|outline|default/.test(style)) return 'secondary' as const;
  if (/primary/.test(style)) return 'primary' as const;
  if (role === 'next') return 'primary' as const;
  return role === 'postpone' ? ('tertiary' as const) : ('secondary' as const);
};

/** Default controls (Volver, Continuar más tarde, Continuar) or the step's own, honouring the template flags. */
export function StepControls({
  step,
  nav,
  waiting = false,
  onAdvance,
  getPartial,
}: StepControlsProps) {
  const flags = useWizardFlags();
  const partial = () => getPartial?.() ?? { answers: {} };
  const back = () => {
    const { answers, omit } = partial();
    nav.back(answers, { omit });
  };
  const postpone = () => {
    const { answers, omit } = partial();
    nav.postpone(answers, { omit });
  };
  // Never aria-disabled: a button that reads unavailable yet opens the error summary says two things.
  const advance = () => {
    if (!nav.busy) onAdvance();
  };

  const configured = step.config.controls ?? [];
  const controls =
    configured.length > 0
      ? configured.map((control, i) => ({ control, role: roleOf(control), key: `${i}` }))
      : null;
  const hidden = (role: ControlRole) =>
    (role === 'back' && flags.noback) || (role === 'postpone' && flags.notPostPone);

  const press = (control: WizardControl, role: ControlRole) => {
    if (role === 'next') return advance();
    if (role === 'back' && !control.forcedPrev) return back();
    if (role === 'postpone') return postpone();
    nav.control(control, partial().answers);
  };

  return (
    <WizardActions label={messages.wizard.controlsLabel}>
      {controls ? (
        controls
          .filter(({ role }) => !hidden(role))
          .map(({ control, role, key }) => (
            <Button
              key={key}
              variant={variantOf(control, role)}
              isDisabled={nav.busy || (role !== 'next' && waiting)}
              onPress={() => press(control, role)}
            >
              {control.label ?? messages.wizard.next}
            </Button>
          ))
      ) : (
        <>
          {flags.noback ? null : (
            <Button variant="secondary" isDisabled={nav.busy || waiting} onPress={back}>
              {messages.wizard.back}
            </Button>
          )}
          {flags.notPostPone ? null : (
            <Button variant="tertiary" isDisabled={nav.busy || waiting} onPress={postpone}>
              {messages.wizard.postpone}
            </Button>
          )}
          <Button variant="primary" isDisabled={nav.busy} onPress={advance}>
            {messages.wizard.next}
          </Button>
        </>
      )}
    </WizardActions>
  );
}
