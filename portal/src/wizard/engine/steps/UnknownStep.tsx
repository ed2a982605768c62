import { useEffect } from 'react';
import { Alert } from '@inversiones/design-system';
import * as messages from '../../../messages.ts';
import { StepControls } from '../StepControls.tsx';
import type { StepComponentProps } from '../step-props.ts';

/** A step type nobody registered: a visible, logged error; the controls still let the client go on. */
export function UnknownStep({ step, nav }: StepComponentProps) {
  const type = step.config.type;
  useEffect(() => {
    console.error(`Tipo de paso de asistente desconocido: "${type}"`);
  }, [type]);
  return (
    <div data-step-type="unknown">
      <Alert priority="error">{messages.wizard.unknownStep(type)}</Alert>
      <StepControls step={step} nav={nav} canAdvance onAdvance={() => nav.next()} />
    </div>
  );
}
