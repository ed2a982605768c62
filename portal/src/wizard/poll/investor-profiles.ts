// The investor profile as the wizard's data may hold it (wizard-spec 3: PerfilInversionista, a
// list flagging the Current one or the current profile alone; encuesta.perfilId after a poll).
import type { InvestorProfileData } from '@inversiones/design-system';
import { z } from 'zod';

const profileSchema = z.looseObject({
  PerfilId: z.coerce.number().int().min(1).max(3),
  Nombre: z.string(),
  Descripcion: z.string().catch(''),
  FechaEncuesta: z.string().nullable().optional(),
  Current: z.boolean().optional(),
  Productos: z
    .array(z.looseObject({ Nombre: z.string() }))
    .nullable()
    .optional(),
});

const listOf = (value: unknown): InvestorProfileData[] => {
  const entries = Array.isArray(value) ? value : value ? [value] : [];
  return entries.flatMap((entry) => {
    const parsed = profileSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const currentOf = (profiles: readonly InvestorProfileData[]) =>
  profiles.find((profile) => profile.Current) ?? (profiles.length === 1 ? profiles[0] : undefined);

/**
 * The profiles the data already holds, or null when they must be fetched: none stored, the
 * stored ones older than the last poll's perfilId, or the tabs theme lacking all three.
 */
export function profilesFromData(
  data: Readonly<Record<string, unknown>>,
  theme: 'default' | 'tabs',
): InvestorProfileData[] | null {
  const encuesta = isRecord(data.encuesta) ? data.encuesta : {};
  const perfilId = encuesta.perfilId === undefined ? undefined : Number(encuesta.perfilId);
  for (const candidate of [encuesta.PerfilInversionista, data.PerfilInversionista]) {
    const profiles = listOf(candidate);
    const current = currentOf(profiles);
    if (!current) continue;
    if (perfilId !== undefined && current.PerfilId !== perfilId) continue;
    if (theme === 'tabs' && profiles.length < 3) continue;
    return profiles;
  }
  return null;
}
