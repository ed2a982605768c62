// The investor profile against a fund's risk (DOMAIN.md "Profile fit"): above it needs an
// explicit acceptance, recorded with the movement.
import type { fundOperations } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { profiles } from '../poll/investor-profile.ts';

type ProfileId = 1 | 2 | 3;

/**
 * The highest risk level (1-7) each profile takes: conservative the money market and short debt,
 * moderate up to balanced moderate, aggressive everything. A client who never answered the poll
 * is treated as conservative, as Chilean suitability rules treat an unprofiled investor.
 */
export const MAX_RISK_LEVEL: Readonly<Record<ProfileId, 2 | 4 | 7>> = { 1: 2, 2: 4, 3: 7 };
const UNPROFILED_MAX_RISK = MAX_RISK_LEVEL[1];

/** The rut's current investor profile (the newest of its history), or null. */
export async function currentProfile(db: Queryable, rut: string): Promise<ProfileId | null> {
  const [row] = await db.query<{ perfil_id: number }>(
    `SELECT perfil_id FROM investor_profile_history WHERE rut = $1
     ORDER BY decided_at DESC, id DESC LIMIT 1`,
    [rut],
  );
  return row ? (row.perfil_id as ProfileId) : null;
}

export function profileFit(
  profileId: ProfileId | null,
  fundRiskLevel: 1 | 2 | 3 | 4 | 5 | 6 | 7,
): fundOperations.ProfileFit {
  const maxRiskLevel = profileId === null ? UNPROFILED_MAX_RISK : MAX_RISK_LEVEL[profileId];
  const name = profiles.find((p) => p.PerfilId === profileId)?.Nombre ?? null;
  return {
    profile: name as fundOperations.ProfileFit['profile'],
    maxRiskLevel,
    fundRiskLevel,
    fits: fundRiskLevel <= maxRiskLevel,
  };
}
