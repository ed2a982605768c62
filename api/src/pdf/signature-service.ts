import { DIGITAL_CHANNEL_DOCUMENT } from './catalogue.ts';

/** Francisca, the demo client whose digital-channel-use signing always fails. */
const UNLUCKY_SIGNER = '17456123-0';

/**
 * The demo's deterministic outage of the electronic-signature service: Francisca signing the
 * digital-channel-use document in the usoCanalDigital context (the e2e shows the referral).
 */
export function signatureServiceDown(rut: string, context: string, keys: readonly string[]) {
  return (
    rut === UNLUCKY_SIGNER &&
    context === 'usoCanalDigital' &&
    keys.includes(DIGITAL_CHANNEL_DOCUMENT)
  );
}

/** The same outage for PAC mandates: Francisca's signature never goes through (the referral). */
export const pacSignatureServiceDown = (rut: string) => rut === UNLUCKY_SIGNER;
