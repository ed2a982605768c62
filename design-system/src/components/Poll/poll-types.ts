import type { ReactNode } from 'react';
import type { AlertPriority } from '../Alert/index.ts';

/** The look of a poll; keyboard and screen-reader use are the same in all three. */
export type PollTheme = 'default' | 'square' | 'chat';

/** An alternative of a poll question (wizard-spec 3: alternativa, descripcion, seleccionada). */
export interface PollAlternative {
  /** The stored answer (the alternative's id, e.g. 'A'). */
  alternativa: string;
  /** The visible text; HTML in the square theme (sanitised before it is shown). */
  descripcion: string;
  /** Chosen when the poll was loaded. */
  seleccionada?: boolean;
  /** Square theme: a decorative icon or image above the text (the text names the card). */
  icon?: ReactNode;
  /** Square theme: a short tip shown on hover and focus of the card's info button. */
  tooltip?: string;
}

/** An alert shown above a question (square theme's priority alert). */
export interface PollQuestionAlert {
  /** info, warning, error, success or the spec's 1, 2, 3; unknown means info. */
  priority?: AlertPriority;
  /** Sanitised HTML message. */
  html?: string;
  /** Plain message. */
  text?: string;
}

/** A poll question (wizard-spec 3: numeroPregunta, pregunta, alternativas). */
export interface PollQuestionData {
  numeroPregunta: number;
  pregunta: string;
  alternativas: readonly PollAlternative[];
  alert?: PollQuestionAlert;
}

/** The answers of a poll: numeroPregunta to the chosen alternativa (absent when unanswered). */
export type PollAnswers = Readonly<Partial<Record<number, string>>>;
