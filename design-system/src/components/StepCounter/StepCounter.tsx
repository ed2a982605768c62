import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { counter } from './StepCounter.css.ts';

export interface StepCounterProps {
  /** The current step, from 1. */
  current: number;
  total: number;
}

/** The wizard counter 'n / total', read as 'Paso n de total'. */
export function StepCounter({ current, total }: StepCounterProps) {
  return (
    <p className={counter}>
      <span aria-hidden="true">{`${current} / ${total}`}</span>
      <VisuallyHidden>{messages.steps.counter(current, total)}</VisuallyHidden>
    </p>
  );
}
