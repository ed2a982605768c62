import { auth } from '@inversiones/contract';
import type { PasswordRule } from '@inversiones/design-system';
import * as messages from './messages.ts';

/** Who the password is for: the rut and names the server also refuses. */
export interface PasswordOwner {
  rut: string | null;
  names: readonly string[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Particles of Chilean names ('del Río'), too common to refuse (as the server). */
const particles = new Set(['del', 'las', 'los', 'san', 'santa']);

/**
 * The rules shown as the user types, checked as the server checks them (api password-policy).
 * Guidance only: the server also refuses common, breached and easily guessed passwords.
 */
export function passwordRules(
  next: string,
  /** The current password; null where there is none (enrolment): no 'different' rule then. */
  current: string | null,
  owner: PasswordOwner,
): PasswordRule[] {
  const m = messages.rules;
  const length = [...next].length;
  const body = owner.rut?.replace(/[.\s]/g, '').split('-')[0] ?? '';
  const compact = next.replace(/[.\-\s]/g, '');
  const folded = fold(next);
  const words = owner.names
    .flatMap((name) => fold(name).split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 3 && !particles.has(word));
  const typed = next.length > 0;
  const rules: PasswordRule[] = [
    {
      id: 'length',
      label: m.length(auth.PASSWORD_MIN_LENGTH, auth.PASSWORD_MAX_LENGTH),
      met: length >= auth.PASSWORD_MIN_LENGTH && next.length <= auth.PASSWORD_MAX_LENGTH,
    },
  ];
  if (body) {
    rules.push({
      id: 'rut',
      label: m.rut,
      met: typed && !(body.length >= 4 && compact.includes(body)),
    });
  }
  if (words.length) {
    rules.push({ id: 'name', label: m.name, met: typed && !words.some((w) => folded.includes(w)) });
  }
  if (current !== null) {
    rules.push({ id: 'different', label: m.different, met: typed && next !== current });
  }
  return rules;
}
