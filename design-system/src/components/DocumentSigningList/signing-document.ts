/** Spec 4's states of a document sent to sign. */
export type SigningDocumentState =
  'toSign' | 'newVersion' | 'signedDigitally' | 'signedOnPaper' | 'rejected';

/** A company attorney's power for the document: alone, or together with another attorney. */
export type AttorneyPower = 'individual' | 'conjunta';

/** An attorney who may sign a company's document. */
export interface DocumentAttorney {
  id: string;
  name: string;
  /** The rut as written ('10.987.654-2'). */
  rut: string;
  power: AttorneyPower;
  /** When they signed, as shown ('27/11/2026 10:32'); null while pending. */
  signedAt: string | null;
  /** The logged-in user: marked 'Usted'. */
  isCurrentUser?: boolean;
}

/** A document the firm sent the client, or the client's company, to sign. */
export interface SigningDocument {
  id: string;
  title: string;
  version: number;
  /** The issue date, `YYYY-MM-DD` or `YYYYMMDD`; shown as DD/MM/YYYY. */
  issuedOn: string;
  description?: string;
  state: SigningDocumentState;
  /** The user may sign it now: 'Firmar' (when the list offers signing). */
  canSign: boolean;
  /** The user may reject it: 'Rechazar' (when the list offers it). Default: `canSign`. */
  canReject?: boolean;
  /** Its file carries a signature page: the file action reads 'Descargar documento firmado'. */
  hasSignatures?: boolean;
  /** Why it was rejected, and when (as shown). */
  rejection?: { reason: string; rejectedAt: string } | null;
  /** A company's document: its attorneys and what their powers still need (null: nothing). */
  company?: { attorneys: readonly DocumentAttorney[]; missing: string | null } | null;
}
