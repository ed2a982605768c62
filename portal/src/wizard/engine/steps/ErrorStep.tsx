import { SafeHtml, StateMessage } from '@inversiones/design-system';
import * as messages from '../../../messages.ts';
import { StepControls } from '../StepControls.tsx';
import type { StepComponentProps } from '../step-props.ts';
import { useStepHeadingLevel } from '../step-heading-level.ts';

/** An error step: the configured message (or the spec's default) and the step's controls. */
export function ErrorStep({ step, nav }: StepComponentProps) {
  const headingLevel = useStepHeadingLevel();
  const message = typeof step.config.message === 'string' ? step.config.message : undefined;
  return (
    <div data-step-type="error">
      <StateMessage tone="error" title={messages.wizard.saveError} titleLevel={headingLevel}>
        {message ? <SafeHtml html={message} /> : undefined}
      </StateMessage>
      <StepControls step={step} nav={nav} canAdvance onAdvance={() => nav.next()} />
    </div>
  );
}
