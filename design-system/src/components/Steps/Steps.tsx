import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { horizontal, item, list, marker } from './Steps.css.ts';

export type StepState = 'current' | 'remaining' | 'completed' | 'error';

export interface StepItem {
  caption: string;
  /** An optional icon instead of the number (completed shows a check, error a mark, anyway). */
  icon?: IconName;
  state: StepState;
}

export interface StepsProps {
  steps: StepItem[];
  /** The navigation landmark's name (default 'Pasos'). */
  'aria-label'?: string;
  /** vertical (default) or horizontal from 768 px up. */
  orientation?: 'vertical' | 'horizontal';
}

const stateIcon: Partial<Record<StepState, IconName>> = { completed: 'success', error: 'error' };

/**
 * The wizard's index: an ordered list of steps with caption, icon and state. The state is said
 * in words to screen readers ('completado'), never by colour alone; the current step has
 * aria-current="step".
 */
export function Steps({ steps, orientation = 'vertical', ...props }: StepsProps) {
  return (
    <nav aria-label={props['aria-label'] ?? messages.steps.label}>
      <ol className={orientation === 'horizontal' ? `${list} ${horizontal}` : list}>
        {steps.map((step, index) => {
          const icon = stateIcon[step.state] ?? step.icon;
          return (
            <li
              key={`${index}-${step.caption}`}
              className={item({ state: step.state })}
              aria-current={step.state === 'current' ? 'step' : undefined}
              data-state={step.state}
            >
              <span className={marker({ state: step.state })} aria-hidden="true">
                {icon ? <Icon name={icon} size="sm" /> : index + 1}
              </span>
              <span>
                {step.caption}
                <VisuallyHidden>{`, ${messages.steps.states[step.state]}`}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
