export { Poll, type PollProps } from './Poll.tsx';
export { PollQuestion, type PollQuestionProps } from './PollQuestion.tsx';
export { answersFromQuestions, unansweredQuestions, withSelectedAnswers } from './poll-answers.ts';
export type {
  PollAlternative,
  PollAnswers,
  PollQuestionAlert,
  PollQuestionData,
  PollTheme,
} from './poll-types.ts';
