// A wizard's steps shown as sections of a page (Mis Datos Personales' tabs): which step, which of
// its items, which read-only, and how a section's answers join the wizard's saved data.
import type { wizardConfig } from '@inversiones/contract';

type WizardStep = wizardConfig.WizardStep;

/** One section: a step of the template, optionally only some of its items. */
export interface SectionPick {
  step: number;
  /** The item keys shown, in the template's order (absent: all). */
  keys?: readonly string[];
  /** Keys shown but not editable (the RUT a client is identified by). */
  readOnly?: readonly string[];
  /** The section's heading (absent: the step's title). */
  title?: string;
}

/**
 * The step a section renders: its items picked, read-only ones as read-only text, and one
 * control that saves (no Volver nor Continuar más tarde: a section is not a journey).
 */
export function sectionStep(
  config: wizardConfig.WizardConfig,
  pick: SectionPick,
  saveLabel: string,
): WizardStep | null {
  const step = config.steps[pick.step];
  if (!step) return null;
  const keys = pick.keys ? new Set(pick.keys) : null;
  const readOnly = new Set(pick.readOnly ?? []);
  const items = step.items
    .filter((item) => !keys || (typeof item.key === 'string' && keys.has(item.key)))
    .map((item) =>
      typeof item.key === 'string' && readOnly.has(item.key)
        ? { key: item.key, element: 'read-only-text', label: item.label }
        : item,
    );
  return {
    ...step,
    config: {
      ...step.config,
      ...(pick.title ? { title: pick.title } : {}),
      controls: [{ label: saveLabel, action: 'next' }],
    },
    items,
  } as WizardStep;
}

/**
 * The wizard's data with a section's answers joined at the step's root (or the top level), the
 * `omit` keys (fields hidden by showWhen) dropped: the other sections' answers stay as saved.
 */
export function mergeSection(
  data: Readonly<Record<string, unknown>>,
  root: string | undefined,
  answers: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  const node = root ? (data[root] as Record<string, unknown> | undefined) : data;
  const merged: Record<string, unknown> = { ...(node ?? {}), ...answers };
  for (const key of omit) delete merged[key];
  return root ? { ...data, [root]: merged } : merged;
}
