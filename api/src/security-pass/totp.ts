import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
/** One step either side: a phone clock a little off still works; a code lives at most 90 s. */
const TOLERANCE_S = PERIOD_S;
export const TOTP_ISSUER = 'Inversiones';

/** A new secret of 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth:// URI of the QR code: the issuer and the client's masked rut as the account. */
export const totpUri = (secret: string, account: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: account, secret, period: PERIOD_S });

/**
 * The time step a code matches at `nowMs`, or null. Steps up to `afterStep` are refused (a code
 * already accepted, or an older one), so a code cannot be replayed.
 */
export async function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_S,
    epochTolerance: TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional verify types TOTP and HOTP results together; only TOTP's has the step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
