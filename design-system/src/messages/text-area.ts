export const textArea = {
  /** The visible counter of a text area with a maximum length. */
  counter: (count: number, max: number) => `${count} de ${max} caracteres`,
  /** Announced politely when few characters remain (our wording). */
  remaining: (left: number) => (left === 1 ? 'Queda 1 carácter' : `Quedan ${left} caracteres`),
  /** Announced when the maximum is reached (our wording). */
  limitReached: 'Alcanzó el máximo de caracteres',
} as const;
