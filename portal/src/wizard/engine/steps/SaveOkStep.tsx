import { ResultPanel } from '@inversiones/design-system';
import type { StepComponentProps } from '../step-props.ts';

/** The result screen as a step: 'Los datos se han guardado con éxito.' with Continuar. */
export function SaveOkStep({ nav }: StepComponentProps) {
  return <ResultPanel status="ok" onContinue={() => nav.next()} />;
}
