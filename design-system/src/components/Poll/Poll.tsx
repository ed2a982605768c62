import type { ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as messages from '../../messages.ts';
import { Loader } from '../Loader/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { answersFromQuestions } from './poll-answers.ts';
import type { PollAnswers, PollQuestionData, PollTheme } from './poll-types.ts';
import { PollQuestion } from './PollQuestion.tsx';
import * as styles from './Poll.css.ts';

export interface PollProps {
  questions: readonly PollQuestionData[];
  /** default (list), square (cards) or chat (a conversation). */
  theme?: PollTheme;
  /** numeroPregunta to the chosen alternativa (controlled). */
  value?: PollAnswers;
  /** Uncontrolled start; defaults to the alternatives marked `seleccionada`. */
  defaultValue?: PollAnswers;
  /** Every change reports all the answers and the question that changed. */
  onChange?: (answers: PollAnswers, numeroPregunta: number) => void;
  /** Errors per numeroPregunta decided by the form (e.g. `unansweredQuestions` on 'Continuar'). */
  errors?: Readonly<Partial<Record<number, ReactNode>>>;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Shows a placeholder while the questions load. */
  isLoading?: boolean;
  /** Names the list of questions (default 'Preguntas de la encuesta'). */
  'aria-label'?: string;
}

/** The risk-profile poll: a list of radio questions in one theme, reporting every answer. */
export function Poll({
  questions,
  theme = 'default',
  value,
  defaultValue,
  onChange,
  errors,
  isDisabled,
  isReadOnly,
  isLoading,
  ...props
}: PollProps) {
  const [answers, setAnswers] = useControlledState<PollAnswers>(
    value as PollAnswers,
    defaultValue ?? answersFromQuestions(questions),
  );
  if (isLoading) return <Loader kind="placeholder" variant={4} />;
  if (questions.length === 0) {
    return (
      <StateMessage title={messages.poll.emptyTitle} titleLevel={3}>
        {messages.poll.emptyText}
      </StateMessage>
    );
  }
  const choose = (numeroPregunta: number, alternativa: string | null) => {
    const next: Partial<Record<number, string>> = { ...answers };
    if (alternativa === null) delete next[numeroPregunta];
    else next[numeroPregunta] = alternativa;
    setAnswers(next);
    onChange?.(next, numeroPregunta);
  };
  const label =
    props['aria-label'] ??
    (theme === 'chat' ? messages.poll.conversationLabel : messages.poll.listLabel);
  return (
    <ol aria-label={label} className={styles.list[theme]}>
      {questions.map((question) => {
        const error = errors?.[question.numeroPregunta];
        return (
          <li key={question.numeroPregunta} className={styles.item}>
            <PollQuestion
              question={question}
              theme={theme}
              value={answers[question.numeroPregunta] ?? null}
              onChange={(alternativa) => choose(question.numeroPregunta, alternativa)}
              isInvalid={error !== undefined && error !== null}
              errorMessage={error ?? undefined}
              isDisabled={isDisabled}
              isReadOnly={isReadOnly}
            />
          </li>
        );
      })}
    </ol>
  );
}
