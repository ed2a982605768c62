import type { company } from '@inversiones/contract';
import { formatRut } from '@inversiones/es-cl';
import { companyMessages as m, contractNames } from './messages.ts';

type Verdict = { ok: true; signers: string[] } | { ok: false; reason: string };

/**
 * SPF validation: whether a set of attorneys may sign a contract under their powers. Every one
 * must hold a power for that contract; an `individual` power signs alone, `conjunta` powers need
 * at least two attorneys in the set. Answers the signers (repeats dropped) or the first reason.
 */
export function checkSignatories(
  attorneys: readonly company.Attorney[],
  ruts: readonly string[],
  type: company.ContractType,
): Verdict {
  const contract = contractNames[type];
  const signers = [...new Set(ruts)];
  const chosen: company.Attorney[] = [];
  for (const rut of signers) {
    const attorney = attorneys.find((a) => a.rut === rut);
    if (!attorney) return { ok: false, reason: m.notAttorney(formatRut(rut)) };
    if (!attorney.poderes[type]) return { ok: false, reason: m.noPower(attorney.nombre, contract) };
    chosen.push(attorney);
  }
  const alone = chosen.some((a) => a.poderes[type] === 'individual');
  if (!alone && chosen.length < 2) {
    return { ok: false, reason: m.jointAlone(chosen[0]?.nombre ?? '', contract) };
  }
  return { ok: true, signers };
}
