// Each bank's redirect back to the portal (spec 2 and 4): the route segment `ficticia` and the
// query in the bank's own shape. The demo banks write them; the notification reads them.
import { payButtons as contract } from '@inversiones/contract';

const { BANK_RESPONSE } = contract;

/** Bank C (code 3): 'cod' ok '021', not ok '023' (spec 4). */
const BANK_C_OK = '021';
const BANK_C_NOT_OK = '023';

/**
 * The provider of bank code 2 returns to an 8-character merchant code, to which the portal
 * appends '/0' (spec 2); the other banks return to their code.
 */
export const BANK_B_MERCHANT_CODE = 'BDP00002';

/** The path segment a bank returns to. */
export const returnSegment = (bank: contract.BankCode) =>
  bank === 2 ? BANK_B_MERCHANT_CODE : String(bank);

/** The bank a return segment names; null for an unknown one. */
export function bankOfSegment(ficticia: string): contract.BankCode | null {
  if (ficticia === BANK_B_MERCHANT_CODE) return 2;
  const code = /^[1-6]$/.test(ficticia) ? Number(ficticia) : NaN;
  return code === 1 || code === 3 || code === 4 || code === 5 || code === 6 ? code : null;
}

/** What the payer did on the bank's page, as a spec 4 response code. */
export type BankDecision = 'aprobado' | 'rechazado' | 'expirado';

export const decisionCode: Readonly<Record<BankDecision, number>> = {
  aprobado: BANK_RESPONSE.ok,
  rechazado: BANK_RESPONSE.rejected,
  expirado: BANK_RESPONSE.timeOut,
};

export interface RedirectInput {
  bank: contract.BankCode;
  transactionId: string;
  decision: BankDecision;
  bankReference: string;
  amount: bigint;
}

/** The bank's redirect to the portal: `/bdp/{ficticia}?{query}`. */
export function bankRedirectPath({
  bank,
  transactionId,
  decision,
  bankReference,
  amount,
}: RedirectInput): string {
  const query = new URLSearchParams();
  if (bank === 3) {
    // Bank C tells only ok or not ok: a time-out is a 'not ok' like a rejection.
    query.set('cod', decision === 'aprobado' ? BANK_C_OK : BANK_C_NOT_OK);
    query.set('trx', transactionId);
  } else if (bank === 2) {
    const indicator = decision === 'aprobado' ? 'S' : 'N';
    query.set(
      'respuesta',
      `<PAGO><INDPAGO>${indicator}</INDPAGO><IDTRX>${transactionId}</IDTRX>` +
        `<IDTRXBCO>${bankReference}</IDTRXBCO><MONTO>${amount}</MONTO></PAGO>`,
    );
  } else {
    query.set('codResponse', String(decisionCode[decision]));
    query.set('transactionId', transactionId);
    query.set('transactionIdTrx', bankReference);
    query.set('monto', String(amount));
  }
  return `/bdp/${returnSegment(bank)}?${query.toString()}`;
}

const TRX = /^\d{1,18}$/;
const REFERENCE = /^[A-Za-z0-9-]{1,64}$/;
const AMOUNT = /^\d{1,13}$/;

/** The one value of an XML-like tag, when it is there once. */
function tag(text: string, name: string): string | null {
  const found = [...text.matchAll(new RegExp(`<${name}>([^<>]{0,64})</${name}>`, 'g'))];
  return found.length === 1 ? (found[0]?.[1] ?? null) : null;
}

/**
 * Reads a bank's redirect into spec 3's bank redirect result; null when it is not the bank's
 * shape (a missing or repeated parameter, an unknown code, a malformed id).
 */
export function parseBankRedirect(
  ficticia: string,
  rawQuery: string,
): contract.BankRedirectResult | null {
  const bank = bankOfSegment(ficticia);
  if (bank === null) return null;
  const query = new URLSearchParams(rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery);
  const one = (name: string) => (query.getAll(name).length === 1 ? query.get(name) : null);
  if (bank === 3) {
    const cod = one('cod');
    const trx = one('trx');
    if ((cod !== BANK_C_OK && cod !== BANK_C_NOT_OK) || !trx || !TRX.test(trx)) return null;
    return {
      codBDP: 3,
      codResponse: cod === BANK_C_OK ? BANK_RESPONSE.ok : BANK_RESPONSE.rejected,
      codTrx: cod,
      transactionId: trx,
      transactionIdTrx: null,
      amount: null,
    };
  }
  if (bank === 2) {
    const answer = one('respuesta');
    if (!answer) return null;
    const indicator = tag(answer, 'INDPAGO');
    const trx = tag(answer, 'IDTRX');
    const reference = tag(answer, 'IDTRXBCO');
    const amount = tag(answer, 'MONTO');
    if ((indicator !== 'S' && indicator !== 'N') || !trx || !TRX.test(trx)) return null;
    if (reference !== null && !REFERENCE.test(reference)) return null;
    if (amount !== null && !AMOUNT.test(amount)) return null;
    return {
      codBDP: 2,
      codResponse: indicator === 'S' ? BANK_RESPONSE.ok : BANK_RESPONSE.rejected,
      codTrx: indicator,
      transactionId: trx,
      transactionIdTrx: reference,
      amount: amount === null ? null : Number(amount),
    };
  }
  const code = one('codResponse');
  const trx = one('transactionId');
  const reference = one('transactionIdTrx');
  const amount = one('monto');
  if (!code || !/^[1-8]$/.test(code) || !trx || !TRX.test(trx)) return null;
  if (reference !== null && !REFERENCE.test(reference)) return null;
  if (amount !== null && !AMOUNT.test(amount)) return null;
  return {
    codBDP: bank,
    codResponse: Number(code),
    codTrx: code,
    transactionId: trx,
    transactionIdTrx: reference,
    amount: amount === null ? null : Number(amount),
  };
}
