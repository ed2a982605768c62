import { describe, expect, it } from 'vitest';
import { answersFromQuestions, unansweredQuestions, withSelectedAnswers } from './poll-answers.ts';
import type { PollQuestionData } from './poll-types.ts';

const questions: PollQuestionData[] = [
  {
    numeroPregunta: 1,
    pregunta: 'Objetivo',
    alternativas: [
      { alternativa: 'A', descripcion: 'Preservar', seleccionada: false },
      { alternativa: 'B', descripcion: 'Crecer', seleccionada: true },
    ],
  },
  {
    numeroPregunta: 2,
    pregunta: 'Plazo',
    alternativas: [
      { alternativa: 'A', descripcion: 'Corto' },
      { alternativa: 'B', descripcion: 'Largo' },
    ],
  },
];

describe('poll answers', () => {
  it('reads the loaded seleccionada flags', () => {
    expect(answersFromQuestions(questions)).toEqual({ 1: 'B' });
  });

  it('marks exactly the chosen alternative of each question for posting', () => {
    const posted = withSelectedAnswers(questions, { 1: 'A', 2: 'B' });
    expect(posted.map((q) => q.alternativas.map((a) => a.seleccionada))).toEqual([
      [true, false],
      [false, true],
    ]);
    // The input is left as loaded.
    expect(questions[0]?.alternativas[1]?.seleccionada).toBe(true);
  });

  it('lists questions without an answer or with an unknown one', () => {
    expect(unansweredQuestions(questions, { 1: 'B' })).toEqual([2]);
    expect(unansweredQuestions(questions, { 1: 'Z', 2: 'A' })).toEqual([1]);
    expect(unansweredQuestions(questions, { 1: 'A', 2: 'A' })).toEqual([]);
  });
});
