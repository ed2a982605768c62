// The instruction's data step as typed, the lists it offers, and its check before the confirm
// step: the contract's schema (the API's own) and the free balance against the total.
import type { tefeBeneficiaries, tefeCatalogues } from '@inversiones/contract';
import { tefeInstructions } from '@inversiones/contract';
import { toMinorUnits } from '@inversiones/design-system/es-cl';

export interface InstructDraft {
  beneficiaryId: string;
  accountId: string;
  amount: number | null;
  currencyId: string;
  purposeId: string;
  originId: string;
  volumeId: string;
}

export interface InstructCatalogues {
  today: string;
  beneficiaries: readonly tefeBeneficiaries.Beneficiary[];
  accounts: readonly tefeInstructions.SourceAccount[];
  currencies: tefeBeneficiaries.CurrenciesResponse['monedas'];
  purposes: readonly tefeCatalogues.TefeOption[];
  origins: readonly tefeCatalogues.TefeOption[];
  volumes: readonly tefeCatalogues.TefeOption[];
  /** Of the chosen account (null until it is known). */
  balances: tefeInstructions.BalancesResponse | null;
  tariff: tefeInstructions.CommissionsResponse | null;
}

/** The first approved beneficiary, the only account, and dollars: what most clients choose. */
export function initialDraft(catalogues: Omit<InstructCatalogues, 'balances' | 'tariff'>) {
  return {
    beneficiaryId: '',
    accountId: catalogues.accounts.length === 1 ? catalogues.accounts[0]!.id : '',
    amount: null,
    currencyId: String(catalogues.currencies.find((c) => c.codigo === 'USD')?.id ?? ''),
    purposeId: '',
    originId: '',
    volumeId: '',
  } satisfies InstructDraft;
}

const FIELD_OF: Record<string, keyof InstructDraft> = {
  BeneficiaryId: 'beneficiaryId',
  CuentaId: 'accountId',
  Monto: 'amount',
  MonedaId: 'currencyId',
  PropositoId: 'purposeId',
  OrigenFondosId: 'originId',
  VolumenAnualId: 'volumeId',
};
/** The draft's field a server refusal names (its path), if any. */
export const draftFieldOf = (path: readonly string[] | undefined) =>
  path?.[0] ? FIELD_OF[path[0]] : undefined;

const idOf = (text: string) => (text === '' ? undefined : Number(text));

export type DraftCheck =
  | { ok: true; fields: tefeInstructions.InstructionFields }
  | { ok: false; errors: Partial<Record<keyof InstructDraft | 'form', string>> };

/** The contract's judgement of the draft, then the free balance against amount plus commission. */
export function checkDraft(
  draft: InstructDraft,
  catalogues: InstructCatalogues,
  totalCents: number | null,
): DraftCheck {
  const parsed = tefeInstructions.instructionFieldsSchema.safeParse({
    BeneficiaryId: idOf(draft.beneficiaryId),
    CuentaId: draft.accountId || undefined,
    Monto: draft.amount ?? undefined,
    MonedaId: idOf(draft.currencyId),
    PropositoId: idOf(draft.purposeId),
    OrigenFondosId: idOf(draft.originId),
    VolumenAnualId: idOf(draft.volumeId),
  });
  if (!parsed.success) {
    const errors: Partial<Record<keyof InstructDraft, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
    if (draft.amount === null) errors.amount = tefeInstructions.instructionMessages.amountRange;
    return { ok: false, errors };
  }
  const free = catalogues.balances?.disponible.amount;
  if (free !== undefined && totalCents !== null && totalCents > toMinorUnits(free, 'USD')) {
    return { ok: false, errors: { amount: tefeInstructions.instructionMessages.noBalance } };
  }
  return { ok: true, fields: parsed.data };
}
