import type { FocusEvent, ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { FieldErrorText, FieldLabel, fieldStyles } from '../Field/Field.tsx';
import { useFieldState } from '../Field/use-field-state.ts';
import type { PollQuestionData, PollTheme } from './poll-types.ts';
import { PollOption } from './PollOption.tsx';
import * as styles from './Poll.css.ts';

export interface PollQuestionProps {
  question: PollQuestionData;
  /** default (a list of cards), square (cards in a grid) or chat (question and answer bubbles). */
  theme?: PollTheme;
  /** The chosen alternativa, or null (controlled). */
  value?: string | null;
  /** Uncontrolled start; defaults to the alternative marked `seleccionada`. */
  defaultValue?: string | null;
  onChange?: (alternativa: string | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Every poll question needs an answer unless told otherwise. */
  isRequired?: boolean;
  /** Invalid by decision of the form (e.g. after 'Continuar' with no answer). */
  isInvalid?: boolean;
  /** The error while invalid (default 'Este campo es requerido' for a missing answer). */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/**
 * A radio question of the risk-profile poll. The three themes only restyle one React Aria
 * RadioGroup: Tab enters at the chosen alternative, arrows move and choose, errors are announced.
 */
export function PollQuestion({
  question,
  theme = 'default',
  value,
  defaultValue,
  onChange,
  onBlur,
  isRequired = true,
  isInvalid,
  errorMessage,
  isDisabled,
  isReadOnly,
}: PollQuestionProps) {
  const loaded = question.alternativas.find((alternative) => alternative.seleccionada);
  const field = useFieldState<string | null>({
    value,
    defaultValue: defaultValue ?? loaded?.alternativa ?? null,
    onChange,
    onBlur,
    emptyValue: null,
    isEmpty: (key) => key === null || key === '',
    isRequired,
    isInvalid,
    errorMessage,
  });
  const label = (
    <FieldLabel
      label={question.pregunta}
      labelStrong={messages.poll.questionNumber(question.numeroPregunta)}
      isRequired={isRequired}
      // Radios are never marked (*) (wizard-spec 2); an optional one still says Opcional.
      necessityIndicator={isRequired ? 'none' : 'auto'}
    />
  );
  return (
    <div className={styles.question} data-theme={theme}>
      {question.alert ? (
        <Alert priority={question.alert.priority} html={question.alert.html}>
          {question.alert.text}
        </Alert>
      ) : null}
      <AriaRadioGroup
        value={field.value}
        onChange={field.setValue}
        onBlur={field.onBlur}
        isRequired={isRequired}
        isInvalid={field.isInvalid || undefined}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        validationBehavior="aria"
        className={fieldStyles.root}
      >
        {theme === 'chat' ? <div className={styles.chatQuestion}>{label}</div> : label}
        <div className={styles.options[theme]}>
          {question.alternativas.map((alternative) => (
            <PollOption key={alternative.alternativa} alternative={alternative} theme={theme} />
          ))}
        </div>
        <FieldErrorText errorMessage={field.error} />
      </AriaRadioGroup>
    </div>
  );
}
