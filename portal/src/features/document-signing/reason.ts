import { documentSigning } from '@inversiones/contract';

/** A rejection's reason under the contract's rule (10 to 500 characters, trimmed): its Spanish error, or null. */
export function reasonError(motivo: string): string | null {
  const checked = documentSigning.reject.request.safeParse({ motivo });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
