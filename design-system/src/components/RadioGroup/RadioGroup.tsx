import type { ChoiceOption } from '../private/choice-option.ts';
import * as groupStyles from '../private/choice-options.css.ts';
import { RadioOption } from '../private/RadioOption.tsx';
import { SingleChoiceGroup, type SingleChoiceProps } from '../private/SingleChoiceGroup.tsx';

export interface RadioGroupProps extends SingleChoiceProps<ChoiceOption> {
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A labelled group of radios: Tab enters at the chosen option, arrows move and choose.
 * Radios are never marked `(*)` (wizard-spec 2); an optional group still says `Opcional`,
 * so the absence of the word tells the eye it is required (the group is aria-required).
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
