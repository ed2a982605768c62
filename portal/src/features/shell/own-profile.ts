import { investorProfileFromId, type InvestorProfile } from '@inversiones/design-system';
import type { Client } from '@inversiones/contract';

/**
 * The investor profile of whom the session acts for: a company sees only its own record's profile
 * (a legal entity's), never a natural person's; without one it sees none.
 */
export function ownInvestorProfile(
  client: Pick<Client, 'PerfilId' | 'DescripcionTipoPersona'> | null | undefined,
  naturalPerson: boolean,
): InvestorProfile | undefined {
  if (!client) return undefined;
  const personRecord = client.DescripcionTipoPersona === 'Persona Natural';
  if (personRecord !== naturalPerson) return undefined;
  return investorProfileFromId(client.PerfilId);
}
