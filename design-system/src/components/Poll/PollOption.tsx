import { RadioButton, RadioField } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { deferredInfoTip, deferredSafeHtml } from '../../lazy/deferred-parts.ts';
import * as checkboxStyles from '../private/choice.css.ts';
import * as radioStyles from '../private/radio.css.ts';
import * as listStyles from '../private/choice-card.css.ts';
import type { PollAlternative, PollTheme } from './poll-types.ts';
import * as styles from './Poll.css.ts';

export interface PollOptionProps {
  alternative: PollAlternative;
  theme: PollTheme;
}

/**
 * One alternative inside the question's React Aria RadioGroup. Every theme renders the same
 * radio (a label wrapping a hidden input), so arrows, Tab and announcements never change.
 */
export function PollOption({ alternative, theme }: PollOptionProps) {
  if (theme === 'square') {
    return (
      <RadioField value={alternative.alternativa} className={styles.squareCard}>
        <RadioButton className={`${checkboxStyles.option} ${styles.squareButton}`}>
          {alternative.icon ? (
            <span className={styles.squareIcon} aria-hidden="true">
              {alternative.icon}
            </span>
          ) : null}
          <span className={styles.squareText}>
            <deferredSafeHtml.Component html={alternative.descripcion} as="span" />
          </span>
          <span className={`${radioStyles.radio} ${styles.squareMark}`} />
        </RadioButton>
        {alternative.tooltip ? (
          <span className={styles.squareTip}>
            <deferredInfoTip.Component label={messages.poll.moreInfoAbout(alternative.alternativa)}>
              {alternative.tooltip}
            </deferredInfoTip.Component>
          </span>
        ) : null}
      </RadioField>
    );
  }
  if (theme === 'chat') {
    return (
      <RadioField value={alternative.alternativa} className={styles.chatChoice}>
        <RadioButton className={`${checkboxStyles.option} ${styles.chatButton}`}>
          <span className={`${radioStyles.radio} ${styles.chatMark}`} />
          <span className={checkboxStyles.optionText}>{alternative.descripcion}</span>
        </RadioButton>
      </RadioField>
    );
  }
  // The list theme is the RadioList's card, so both read and look alike.
  return (
    <RadioField value={alternative.alternativa} className={listStyles.card}>
      <div className={checkboxStyles.row}>
        <RadioButton className={`${checkboxStyles.option} ${listStyles.stretch}`}>
          <span className={radioStyles.radio} />
          <span className={checkboxStyles.optionText}>{alternative.descripcion}</span>
        </RadioButton>
        {alternative.tooltip ? (
          <span className={listStyles.tip}>
            <deferredInfoTip.Component label={messages.poll.moreInfoAbout(alternative.alternativa)}>
              {alternative.tooltip}
            </deferredInfoTip.Component>
          </span>
        ) : null}
      </div>
    </RadioField>
  );
}
