// Which keys the typed fields accept (wizard-spec 5). Pass KeyboardEvent-like values; a false
// answer means the handler should call preventDefault().

/** A key event, or only its `key` value. */
export type KeyLike =
  string | { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/** Keys always allowed by the spec: tab, arrows, backspace and escape. */
export const ALWAYS_ALLOWED_KEYS: readonly string[] = [
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Backspace',
  'Escape',
];

/**
 * A key filter from the printable characters a field takes. Besides the spec's always-allowed
 * keys, other non-printing keys (Enter, Delete, Home, End...) and Ctrl/Cmd shortcuts (paste,
 * copy, select all) pass too, so forms submit and editing works; pasted text is cleaned by the
 * field's formatter.
 */
function keyFilter(printable: RegExp): (event: KeyLike) => boolean {
  return (event) => {
    const {
      key,
      ctrlKey = false,
      metaKey = false,
      altKey = false,
    } = typeof event === 'string' ? { key: event } : event;
    if (ALWAYS_ALLOWED_KEYS.includes(key)) return true;
    // Ctrl+Alt is AltGr on Windows: it types characters, so it is filtered like a plain key.
    if ((ctrlKey || metaKey) && !altKey) return true;
    if ([...key].length !== 1) return key.length > 1 && /^[A-Z][A-Za-z0-9]+$/.test(key);
    return printable.test(key);
  };
}

/** Key filters of the rut, numeric, bank-account, serial-number and amount fields. */
export const keyFilters = {
  /** Digits, k or K, dot and hyphen. */
  rut: keyFilter(/^[\dkK.-]$/),
  /** Digits only. */
  numeric: keyFilter(/^\d$/),
  /** Digits only. */
  bankAccount: keyFilter(/^\d$/),
  /** Letters, digits and dot (dots are removed on blur). */
  serial: keyFilter(/^[A-Za-z\d.]$/),
  /** Digits; for USD and EUR use amountWithDecimals, which also takes the decimal comma. */
  amount: keyFilter(/^\d$/),
  /** Digits and the decimal comma (USD and EUR amounts). */
  amountWithDecimals: keyFilter(/^[\d,]$/),
} as const;
