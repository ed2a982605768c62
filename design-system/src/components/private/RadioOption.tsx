import type { Ref } from 'react';
import { Radio as AriaRadio } from 'react-aria-components';
import * as messages from '../../messages.ts';
import * as checkboxStyles from './choice.css.ts';
import type { ChoiceOption } from './choice-option.ts';
import { InfoTip } from '../InfoTip/index.ts';
import * as styles from './radio.css.ts';

export interface RadioOptionProps {
  option: ChoiceOption;
  inputRef?: Ref<HTMLInputElement>;
}

/** One option of a radio group (inside React Aria's RadioGroup), with its tooltip. */
export function RadioOption({ option, inputRef }: RadioOptionProps) {
  return (
    <div className={checkboxStyles.row}>
      <AriaRadio
        value={option.key}
        isDisabled={option.isDisabled}
        inputRef={inputRef}
        className={checkboxStyles.option}
      >
        <span className={styles.radio} />
        <span className={checkboxStyles.optionText}>{option.value}</span>
      </AriaRadio>
      {option.tooltip ? (
        <InfoTip label={messages.field.moreInfoAbout(option.value)}>{option.tooltip}</InfoTip>
      ) : null}
    </div>
  );
}
