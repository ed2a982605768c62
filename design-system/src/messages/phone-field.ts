export const phoneField = {
  prefix: 'Código de país',
  number: 'Número',
  /** Empty prefix select (our wording: short, the trigger is narrow). */
  prefixPlaceholder: 'Código',
  /** Our wording: the spec only says the length is bounded. */
  numberLength: (min: number, max: number) =>
    min === max
      ? `Ingrese un número de ${min} dígitos`
      : `Ingrese un número de entre ${min} y ${max} dígitos`,
  /** Our wording: a number without its country code. */
  prefixMissing: 'Seleccione el código de país',
  modify: 'Modificar',
  modifyLabel: (label: string) => `Modificar ${label}`,
  /** Describes the masked display (our wording). */
  maskedHint: 'Por su seguridad, se muestran solo los últimos dígitos de su teléfono.',
} as const;
