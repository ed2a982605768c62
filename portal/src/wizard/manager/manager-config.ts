// The manager step's own configuration (wizard-spec 2-4), read beside the shared loose schema:
// which data key holds the list, its limit, the base item, and the optional read-only list.
import { wizardConfig } from '@inversiones/contract';
import { z } from 'zod';

type WizardStep = wizardConfig.WizardStep;
type Question = wizardConfig.Question;

/** The spec's default list limit (wizard-spec 4 and 9). */
export const DEFAULT_LIST_LIMIT = 20;

const baseList = {
  /** The jsonData key of the array (cuentasBancariasCliente, agentesColocadores). */
  key: z.string().trim().min(1),
  /** The list's heading (the step title names the step; this names the list). */
  title: z.string().optional(),
  /** What one item is called ('Cuenta bancaria'): the sub-form's heading. */
  itemName: z.string().optional(),
  /** The item field that titles a card in a generic list. */
  titleKey: z.string().optional(),
  emptyMessage: z.string().optional(),
};

const listSchema = z.looseObject({
  ...baseList,
  /** bankAccount: bank, type, currency and a masked number per card; duplicates refused. */
  kind: z.enum(['bankAccount', 'generic']).optional(),
  limit: z.number().int().min(0).optional(),
  /** Fields every new item starts from (the answers are merged over it). */
  base: z.record(z.string(), z.unknown()).optional(),
});

const secondarySchema = z.looseObject({
  ...baseList,
  /** The tooltip beside the title: why the items cannot be changed. */
  info: z.string().optional(),
  /** The fields shown, read-only, when an item is opened. */
  questions: z.array(wizardConfig.questionSchema).default([]),
});

const managerExtras = z.looseObject({
  list: listSchema,
  secondary: secondarySchema.optional(),
});

export type ListKind = 'bankAccount' | 'generic';

export interface ManagerList {
  key: string;
  kind: ListKind;
  title?: string;
  itemName?: string;
  titleKey?: string;
  emptyMessage?: string;
  limit: number;
  base: Record<string, unknown>;
}

export interface SecondaryList {
  key: string;
  title: string;
  itemName?: string;
  titleKey?: string;
  info?: string;
  questions: Question[];
}

export interface ManagerSettings {
  list: ManagerList;
  secondary?: SecondaryList;
  /** The sub-form's questions: the step's items. */
  questions: Question[];
}

export type ManagerSettingsResult =
  { ok: true; settings: ManagerSettings } | { ok: false; message: string };

/** Reads `config.list` (and `config.secondary`); the limit is the list's, else the step's, else 20. */
export function managerSettings(step: WizardStep): ManagerSettingsResult {
  const parsed = managerExtras.safeParse(step.config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `config.${issue.path.join('.')}: ${issue.message}` };
  }
  const { list, secondary } = parsed.data;
  return {
    ok: true,
    settings: {
      list: {
        key: list.key,
        kind: list.kind ?? 'generic',
        title: list.title,
        itemName: list.itemName,
        titleKey: list.titleKey,
        emptyMessage: list.emptyMessage,
        limit: list.limit ?? step.config.limit ?? DEFAULT_LIST_LIMIT,
        base: list.base ?? {},
      },
      secondary: secondary && {
        key: secondary.key,
        title: secondary.title ?? secondary.key,
        itemName: secondary.itemName,
        titleKey: secondary.titleKey,
        info: secondary.info,
        questions: secondary.questions,
      },
      questions: step.items,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items stored under `key` (anything that is not an object is dropped). */
export function listAt(
  data: Readonly<Record<string, unknown>>,
  key: string,
): Record<string, unknown>[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
