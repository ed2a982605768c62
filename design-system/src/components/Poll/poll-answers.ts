import type { PollAnswers, PollQuestionData } from './poll-types.ts';

/** The answers already marked `seleccionada` in loaded questions. */
export function answersFromQuestions(questions: readonly PollQuestionData[]): PollAnswers {
  const answers: Partial<Record<number, string>> = {};
  for (const question of questions) {
    const chosen = question.alternativas.find((alternative) => alternative.seleccionada);
    if (chosen) answers[question.numeroPregunta] = chosen.alternativa;
  }
  return answers;
}

/** The questions with `seleccionada` set from the answers, as the poll is posted (wizard-spec 4). */
export function withSelectedAnswers(
  questions: readonly PollQuestionData[],
  answers: PollAnswers,
): PollQuestionData[] {
  return questions.map((question) => ({
    ...question,
    alternativas: question.alternativas.map((alternative) => ({
      ...alternative,
      seleccionada: answers[question.numeroPregunta] === alternative.alternativa,
    })),
  }));
}

/** The numbers of the questions without a valid answer, in the poll's order. */
export function unansweredQuestions(
  questions: readonly PollQuestionData[],
  answers: PollAnswers,
): number[] {
  return questions
    .filter(
      (question) =>
        !question.alternativas.some(
          (alternative) => alternative.alternativa === answers[question.numeroPregunta],
        ),
    )
    .map((question) => question.numeroPregunta);
}
