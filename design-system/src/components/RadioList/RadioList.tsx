import type { ReactNode } from 'react';
import { RadioButton, RadioField, Text as AriaText } from 'react-aria-components';
import * as messages from '../../messages.ts';
import * as checkboxStyles from '../private/choice.css.ts';
import type { ChoiceOption } from '../private/choice-option.ts';
import { InfoTip } from '../InfoTip/index.ts';
import * as radioStyles from '../private/radio.css.ts';
import { SingleChoiceGroup, type SingleChoiceProps } from '../private/SingleChoiceGroup.tsx';
import * as styles from '../private/choice-card.css.ts';

export interface RadioListOption extends ChoiceOption {
  /** A longer text under the option, read as the radio's description. */
  description?: ReactNode;
}

export type RadioListProps = SingleChoiceProps<RadioListOption>;

/**
 * A radio group shown as a list of cards with descriptions (the poll's list theme). Like every
 * radio group a required one is marked `(*)`; an optional one says `Opcional`.
 */
export function RadioList(props: RadioListProps) {
  return (
    <SingleChoiceGroup {...props}>
      {(refOf) => (
        <div className={styles.list}>
          {props.options.map((option) => (
            <RadioField
              key={option.key}
              value={option.key}
              isDisabled={option.isDisabled}
              inputRef={refOf(option.key)}
              className={styles.card}
            >
              <div className={checkboxStyles.row}>
                <RadioButton className={`${checkboxStyles.option} ${styles.stretch}`}>
                  <span className={radioStyles.radio} />
                  <span className={`${checkboxStyles.optionText} ${styles.title}`}>
                    {option.value}
                  </span>
                </RadioButton>
                {option.tooltip ? (
                  <span className={styles.tip}>
                    <InfoTip label={messages.field.moreInfoAbout(option.value)}>
                      {option.tooltip}
                    </InfoTip>
                  </span>
                ) : null}
              </div>
              {option.description ? (
                <AriaText slot="description" elementType="div" className={styles.cardDescription}>
                  {option.description}
                </AriaText>
              ) : null}
            </RadioField>
          ))}
        </div>
      )}
    </SingleChoiceGroup>
  );
}
