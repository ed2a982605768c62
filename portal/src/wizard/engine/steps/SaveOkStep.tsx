import { ResultPanel } from '@inversiones/design-system';
import { useStepHeadingLevel } from '../step-heading-level.ts';
import type { StepComponentProps } from '../step-props.ts';

/** The result screen as a step: 'Los datos se han guardado con éxito.' with Continuar. */
export function SaveOkStep({ nav }: StepComponentProps) {
  const headingLevel = useStepHeadingLevel();
  return <ResultPanel status="ok" titleLevel={headingLevel} onContinue={() => nav.next()} />;
}
