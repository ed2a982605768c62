/** The one-time-code field's texts (ours: the spec shows none for the code entry). */
export const oneTimeCodeField = {
  incomplete: (length: number, kind: 'code' | 'pin') =>
    `Ingrese los ${length} dígitos del ${kind === 'pin' ? 'PIN' : 'código'}.`,
} as const;
