import type { ChoiceOption } from '../private/choice-option.ts';
import * as groupStyles from '../private/choice-options.css.ts';
import { RadioOption } from '../private/RadioOption.tsx';
import { SingleChoiceGroup, type SingleChoiceProps } from '../private/SingleChoiceGroup.tsx';

export interface RadioGroupProps extends SingleChoiceProps<ChoiceOption> {
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A labelled group of radios: Tab enters at the chosen option, arrows move and choose.
 * Required, it is marked `(*)` like every field (issue 18 over wizard-spec 2, WCAG 3.3.2); an
 * optional group says `Opcional`.
 */
export function RadioGroup({ orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <SingleChoiceGroup {...props} orientation={orientation}>
      {(refOf) => (
        <div className={groupStyles.options[orientation]}>
          {props.options.map((option) => (
            <RadioOption key={option.key} option={option} inputRef={refOf(option.key)} />
          ))}
        </div>
      )}
    </SingleChoiceGroup>
  );
}
