import type { securityPass } from '@inversiones/contract';
import { proxy } from 'valtio';

/**
 * The methods the login's second factor asks for, while the session owes it (null otherwise).
 * Held in memory only: not a secret, but nothing of the security pass goes to web storage.
 */
export const secondFactorState = proxy<{ pending: securityPass.MethodKind[] | null }>({
  pending: null,
});

export function requireSecondFactor(methods: readonly securityPass.MethodKind[] | undefined) {
  secondFactorState.pending = methods && methods.length > 0 ? [...methods] : null;
}

export function secondFactorPassed() {
  secondFactorState.pending = null;
}
