// Texts of the poll step and the invest-profile item (wizard-spec 2, 4 and 8).
export const wizardPoll = {
  /** A question left without an answer (the spec's required text). */
  required: 'Este campo es requerido',
  /** not shown in the spec: ours. Heading of the summary after Continuar with questions missing. */
  missingTitle: 'Responda todas las preguntas para continuar',
  /** not shown in the spec: ours. Names a missing question in the summary. */
  questionLabel: (numero: number) => `Pregunta ${numero}`,
  /** not shown in the spec: ours. While the answers are sent. */
  sending: 'Enviando sus respuestas...',
  /** not shown in the spec: ours. The poll's end states the resulting profile. */
  resultTitle: (profile: string) => `Su perfil de inversionista es ${profile}`,
  /** not shown in the spec: ours. The answer named no current profile. */
  resultUnknown: 'Sus respuestas fueron enviadas',
  /** Not shown in the spec: ours (a failed send's title says what failed). */
  sendErrorTitle: 'No pudimos enviar sus respuestas',
  /** not shown in the spec: ours. Back to the poll after a failed post, answers kept. */
  backToPoll: 'Volver a la encuesta',
  /** not shown in the spec: ours. The poll opened again from the profile (dialog title). */
  reopenTitle: 'Encuesta de perfil de inversionista',
  /** not shown in the spec: ours. The profile could not be read. */
  profileError: 'No pudimos obtener su perfil de inversionista.',
  /** not shown in the spec: ours. The poll's configuration could not be loaded in the dialog. */
  pollUnavailable: 'No pudimos abrir la encuesta. Intente nuevamente más tarde.',
} as const;
