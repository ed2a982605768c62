import type { Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as messages from '../../messages.ts';
import * as styles from './choice.css.ts';
import { CheckMark } from './CheckMark.tsx';
import { InfoTip } from '../InfoTip/index.ts';
import type { ChoiceOption } from './choice-option.ts';

export interface CheckboxOptionProps {
  option: ChoiceOption;
  inputRef?: Ref<HTMLInputElement>;
}

/** One option of a checkbox group (inside React Aria's CheckboxGroup), with its tooltip. */
export function CheckboxOption({ option, inputRef }: CheckboxOptionProps) {
  return (
    <div className={styles.row}>
      <AriaCheckbox
        value={option.key}
        isDisabled={option.isDisabled}
        inputRef={inputRef}
        // Each item reads its own behaviour; native would block a form's submit before it validates.
        validationBehavior="aria"
        className={styles.option}
      >
        <span className={styles.box}>
          <CheckMark />
        </span>
        <span className={styles.optionText}>{option.value}</span>
      </AriaCheckbox>
      {option.tooltip ? (
        <InfoTip label={messages.field.moreInfoAbout(option.value)}>{option.tooltip}</InfoTip>
      ) : null}
    </div>
  );
}
