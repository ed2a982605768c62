import type { DisplayCurrency } from '@inversiones/es-cl';

/** The three order-signing lists (portal-spec 4: to sign, signed, expired). */
export type SigningStatus = 'toSign' | 'signed' | 'expired';

/** One order of a signing list (forward, international market, MLT or simultaneous). */
export interface SigningOrder {
  /** folio: the row id and the order's name for screen readers. */
  folio: string;
  /** The order date, `YYYYMMDD` or `YYYY-MM-DD`; shown DD/MM/YYYY. */
  date: string;
  /** The instrument or fund (e.g. 'Forward USD/CLP', fondoOrigen of an MLT). */
  instrument: string;
  /** What the order does, in one line under the instrument (e.g. 'Compra USD 50.000 a $ 948,30'). */
  description?: string;
  amount: number;
  currency: DisplayCurrency;
  /** documentType of the signature request (contract, early settlement, OSIM). */
  documentType?: string;
  /** false when the order does not match the investor profile: signing asks for acceptance. */
  matchesProfile?: boolean;
  /** true when today is the last day to sign it: the row says 'Vence hoy'. */
  dueToday?: boolean;
}

/** What the user agreed to in the signing modal besides the declaration (always ticked). */
export interface SignConsent {
  /** Ticked the acceptance of responsibility (asked only when an order is outside the profile). */
  acceptsProfileMismatch: boolean;
}

/** A period of the signed and expired lists, as wire dates `YYYYMMDD`. */
export interface SigningPeriod {
  from: string;
  to: string;
}

/** A comment of an order (portal-spec 3: comment, commentDateTime). */
export interface OrderComment {
  id: string;
  comment: string;
  /** `YYYY-MM-DDTHH:mm[:ss]` or already formatted text. */
  commentDateTime: string;
  /** Who wrote it (the executive or the client), when known. */
  author?: string;
}
