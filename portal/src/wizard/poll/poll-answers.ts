// The poll's answers as they are stored, posted and read back (wizard-spec 3, 4 and 7).
import type { wizard } from '@inversiones/contract';
import type { PollAnswers } from '@inversiones/design-system';
import type { PollQuestionConfig } from './poll-config.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers kept in the data: the questions with `seleccionada` marks (as the portal stores
 * them) or `{ pregunta, alternativa }` pairs (as the poll post stores them).
 */
export function storedAnswers(
  stored: unknown,
  questions: readonly PollQuestionConfig[],
): PollAnswers {
  const answers: Partial<Record<number, string>> = {};
  for (const question of questions) {
    const chosen = question.alternativas.find((alternative) => alternative.seleccionada);
    if (chosen) answers[question.numeroPregunta] = String(chosen.alternativa);
  }
  if (!Array.isArray(stored)) return answers;
  for (const entry of stored) {
    if (!isRecord(entry)) continue;
    if (Array.isArray(entry.alternativas)) {
      const chosen = entry.alternativas.find((a) => isRecord(a) && a.seleccionada === true) as
        Record<string, unknown> | undefined;
      if (chosen && entry.numeroPregunta !== undefined)
        answers[Number(entry.numeroPregunta)] = String(chosen.alternativa);
    } else if (entry.pregunta !== undefined && entry.alternativa !== undefined) {
      answers[Number(entry.pregunta)] = String(entry.alternativa);
    }
  }
  // Only answers that are still alternatives of the configured questions count.
  for (const question of questions) {
    const value = answers[question.numeroPregunta];
    if (value !== undefined && !question.alternativas.some((a) => String(a.alternativa) === value))
      delete answers[question.numeroPregunta];
  }
  return answers;
}

/** The configured alternative chosen for a question (its own value, number or text). */
const chosenOf = (question: PollQuestionConfig, answers: PollAnswers) =>
  question.alternativas.find(
    (alternative) => String(alternative.alternativa) === answers[question.numeroPregunta],
  );

/** The questions with the chosen alternative marked `seleccionada` (spec 4: poll finish). */
export function markSelected(
  questions: readonly PollQuestionConfig[],
  answers: PollAnswers,
): PollQuestionConfig[] {
  return questions.map((question) => {
    const chosen = chosenOf(question, answers);
    return {
      ...question,
      alternativas: question.alternativas.map((alternative) => ({
        ...alternative,
        seleccionada: alternative === chosen,
      })),
    };
  });
}

/** The poll post's body: `{ preguntas: [{ pregunta, alternativa }] }` by question number. */
export function pollRequest(
  questions: readonly PollQuestionConfig[],
  answers: PollAnswers,
): wizard.PollRequest {
  return {
    preguntas: questions.flatMap((question) => {
      const chosen = chosenOf(question, answers);
      return chosen ? [{ pregunta: question.numeroPregunta, alternativa: chosen.alternativa }] : [];
    }),
  };
}

/** The risk-profile variant's answers: 'n;value|n;value' (question number; alternative). */
export function riskAnswers(
  questions: readonly PollQuestionConfig[],
  answers: PollAnswers,
): string {
  return pollRequest(questions, answers)
    .preguntas.map(({ pregunta, alternativa }) => `${pregunta};${alternativa}`)
    .join('|');
}

/** The current profile of a poll answer: the list's Current one, or the object itself. */
export function currentProfile(
  result: wizard.ProfileResult,
): wizard.InvestorProfileResult | undefined {
  const profile = result.PerfilInversionista;
  if (!Array.isArray(profile)) return profile;
  return profile.find((candidate) => candidate.Current);
}

/** The current profile id of a poll answer: the list's Current one, or the object's PerfilId. */
export function currentProfileId(result: wizard.ProfileResult): 1 | 2 | 3 | undefined {
  return currentProfile(result)?.PerfilId;
}
