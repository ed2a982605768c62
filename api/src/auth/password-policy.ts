import { auth } from '@inversiones/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as spanish } from '@zxcvbn-ts/language-es-es';
import { messages } from '../messages.ts';

const { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } = auth;

/** The lowest zxcvbn score accepted (3: "safely unguessable", about 10^8 guesses and up). */
export const PASSWORD_MIN_SCORE = 3;

/** Who the password is for, beyond the rut: words of the client's own that it must not hold. */
export interface PasswordContext {
  /** The client's given names and surnames (each word checked alone). */
  names?: readonly string[];
}

/** Lower case without accents, so 'Núñez' and 'nunez' are the same word. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let estimator: ZxcvbnFactory | undefined;
let breached: ReadonlySet<string> | undefined;

/** Built on first use: the dictionaries cost a few megabytes and tens of milliseconds. */
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common, ...spanish },
    graphs: adjacencyGraphs,
  });
  return estimator;
}

/** The offline list of common and breached passwords zxcvbn ships (about 49,000, lower case). */
function breachedList() {
  breached ??= new Set(common['passwords-common'].map(fold));
  return breached;
}

/** Particles of Chilean names ('del Río', 'de las Mercedes'): too common to refuse. */
const particles = new Set(['del', 'las', 'los', 'san', 'santa']);

/** The words of the client's names worth refusing (three letters and up, no particles). */
function nameWords(names: readonly string[]): string[] {
  return names
    .flatMap((name) => fold(name).split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 3 && !particles.has(word));
}

/**
 * The server's rules for a new password (OWASP ASVS 5.0, V6.2): length over composition (8 to
 * 128 characters, counted as code points, never truncated, no composition rules); not the rut
 * nor the client's names; not on the offline list of common and breached passwords; and a zxcvbn
 * estimate of at least PASSWORD_MIN_SCORE, with the rut and names as the user's own words.
 * Returns the Spanish reason for the first rule broken, or undefined when the password is fine.
 */
export function passwordProblem(
  rut: string,
  next: string,
  { names = [] }: PasswordContext = {},
): string | undefined {
  const length = [...next].length;
  if (length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH) {
    return messages.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
  }
  const body = rut.split('-')[0] ?? '';
  const compact = next.replace(/[.\-\s]/g, '');
  if (body.length >= 4 && compact.includes(body)) return messages.passwordRut;
  const folded = fold(next);
  const words = nameWords(names);
  if (words.some((word) => folded.includes(word))) return messages.passwordName;
  if (breachedList().has(folded)) return messages.passwordCommon;
  const { score } = strength().check(next, [body, ...words]);
  if (score < PASSWORD_MIN_SCORE) return messages.passwordWeak;
  return undefined;
}
