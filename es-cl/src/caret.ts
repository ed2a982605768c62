// Caret bookkeeping for fields that reformat while the user types.

/** Result of an incremental formatter: the new text and where the caret goes in it. */
export interface PartialFormat {
  value: string;
  caret: number;
}

/**
 * Caret position in `output` that sits after as many significant characters as there were before
 * `caret` in `input` (significant = survives the formatting, e.g. digits and K of a rut).
 */
export function mapCaret(
  input: string,
  caret: number,
  output: string,
  isSignificant: (char: string) => boolean,
): number {
  let count = 0;
  const end = Math.max(0, Math.min(caret, input.length));
  for (let i = 0; i < end; i++) if (isSignificant(input[i]!)) count++;
  if (count === 0) return 0;
  for (let i = 0; i < output.length; i++) {
    if (isSignificant(output[i]!) && --count === 0) return i + 1;
  }
  return output.length;
}
