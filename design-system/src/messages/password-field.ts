export const passwordField = {
  /** The toggle's name while the password is hidden, and while it is shown. */
  show: 'Mostrar clave',
  hide: 'Ocultar clave',
  /** Announced after a toggle: the button's new name alone would not say what happened. */
  shown: 'La clave está visible.',
  hidden: 'La clave está oculta.',
} as const;
