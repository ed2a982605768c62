import { allows } from '@inversiones/contract/roles';
import type { SessionFlags } from '../../store/session.ts';

/**
 * Whether the session's profile may sign (rule signContracts: a natural person, or an operator
 * of an active company); a company's supervisor only consults, the API answers her 403.
 */
export function canSignOrders(flags: SessionFlags, rut: string | null, hasTefe: boolean): boolean {
  return allows('signContracts', {
    naturalPerson: flags.naturalPerson,
    supervisor: flags.supervisor,
    operator: flags.operator,
    // Neither weighs in this rule; the session keeps no Apoderado flag or profile count.
    apoderado: false,
    profileCount: 1,
    hasTefe,
    activeCompany: rut !== null && !flags.naturalPerson,
  });
}
