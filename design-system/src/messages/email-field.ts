export const emailField = {
  /** The button that replaces the masked e-mail with an empty field to type a new one. */
  modify: 'Modificar',
  modifyLabel: (label: string) => `Modificar ${label}`,
  /** Describes the masked display (our wording: the spec only says the value is masked). */
  maskedHint: 'Por su seguridad, se muestra solo una parte de su correo.',
} as const;
