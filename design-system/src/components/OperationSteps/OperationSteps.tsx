import * as messages from '../../messages.ts';
import { Steps, type StepItem } from '../Steps/index.ts';

/** The steps of an investment or a redemption, in order. */
export type OperationStep = 'data' | 'confirm' | 'voucher';

export interface OperationStepsProps {
  current: OperationStep;
  /** Captions; default { data: 'Datos', confirm: 'Confirmación', voucher: 'Comprobante' }. */
  captions?: Partial<Record<OperationStep, string>>;
  /** The landmark's name; default 'Pasos de la operación'. */
  'aria-label'?: string;
}

const order: readonly OperationStep[] = ['data', 'confirm', 'voucher'];

/**
 * The invest/redeem flow's stepper (Datos, Confirmación, Comprobante): the steps before the
 * current one completed, the rest pending. In a row from 768 px, stacked on a phone.
 */
export function OperationSteps({ current, captions, ...props }: OperationStepsProps) {
  const currentIndex = order.indexOf(current);
  const steps: StepItem[] = order.map((step, index) => ({
    caption: captions?.[step] ?? messages.operationSteps.captions[step],
    state: index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'remaining',
  }));
  return (
    <Steps
      steps={steps}
      orientation="horizontal"
      aria-label={props['aria-label'] ?? messages.operationSteps.label}
    />
  );
}
