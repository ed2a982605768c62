import { formatDisplayDate } from '@inversiones/es-cl';
import { investorProfileFromId, type InvestorProfile } from '../Badge/index.ts';

/** An investor profile as the service sends it (wizard-spec 3, key PerfilInversionista). */
export interface InvestorProfileData {
  /** 1 Conservador, 2 Moderado, 3 Agresivo. */
  PerfilId: number;
  Nombre: string;
  Descripcion: string;
  /** Date of the last poll: YYYYMMDD, YYYY-MM-DD or an ISO date-time. */
  FechaEncuesta?: string | null;
  /** The client's own profile (the tabs theme receives all three). */
  Current?: boolean;
  Productos?: readonly { Nombre: string }[] | null;
}

const tabOrder: readonly InvestorProfile[] = ['conservador', 'moderado', 'agresivo'];

/** The profiles in the order of the tabs, by PerfilId (the service lists agresivo first). */
export function profilesInTabOrder(
  profiles: readonly InvestorProfileData[],
): InvestorProfileData[] {
  return [...profiles].sort(
    (a, b) =>
      tabOrder.indexOf(investorProfileFromId(a.PerfilId)) -
      tabOrder.indexOf(investorProfileFromId(b.PerfilId)),
  );
}

/** The client's current profile: the one flagged Current, else the only one given. */
export function currentInvestorProfile(
  profiles: readonly InvestorProfileData[],
): InvestorProfileData | undefined {
  return (
    profiles.find((profile) => profile.Current) ?? (profiles.length === 1 ? profiles[0] : undefined)
  );
}

/** DD/MM/YYYY of the poll date; text already in that form, or unreadable, passes unchanged. */
export function formatPollDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) return trimmed;
  // The service may send a date-time; only its calendar date is shown.
  const dateOnly = /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  try {
    return formatDisplayDate(dateOnly);
  } catch {
    return trimmed;
  }
}
