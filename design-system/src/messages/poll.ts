export const poll = {
  /** The visible number before each question ('1.'). */
  questionNumber: (numero: number) => `${numero}.`,
  /** Names the list of questions for screen readers. */
  listLabel: 'Preguntas de la encuesta',
  /** Chat theme: names the conversation (a list of question and answer pairs). */
  conversationLabel: 'Conversación de la encuesta',
  /** Empty poll: no question came from the configuration. */
  emptyTitle: 'No hay preguntas disponibles',
  emptyText: 'Intente nuevamente más tarde. Si el problema persiste comuníquese con su ejecutivo.',
  /** More information about an alternative (its info tooltip button). */
  moreInfoAbout: (alternative: string) => `Más información sobre la alternativa ${alternative}`,
} as const;
