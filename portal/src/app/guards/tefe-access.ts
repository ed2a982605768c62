/** Spec section 6: TEFE opens for an Apoderado of a client with TEFE, or for a natural person. */
export function canUseTefe({
  profileRole,
  hasTefe,
  naturalPerson,
}: {
  profileRole: string | null;
  hasTefe: boolean;
  naturalPerson: boolean;
}): boolean {
  if (naturalPerson) return true;
  const roles = (profileRole ?? '').split(',').map((role) => role.trim().toLowerCase());
  return hasTefe && roles.includes('apoderado');
}
