import type { wizardConfig } from '@inversiones/contract';
import { z } from 'zod';

type WizardStep = wizardConfig.WizardStep;

/** `step.config.contratos` of a contract or signing step (the shared schema leaves it loose). */
const contratosSchema = z.looseObject({
  /** Flow-wizard mode: sign by contract id and go on (else mark the documents selected). */
  flowWizard: z.boolean().optional(),
  /** The contract to sign when the data carries no contratoId. */
  contratoId: z.string().min(1).optional(),
});

/** `step.config.list` of a `list` step: which list, and for what. */
const listSchema = z.looseObject({
  /** contracts: read-only contract list; signedDocuments: the list; signedPanel: the panel. */
  type: z.enum(['contracts', 'signedDocuments', 'signedPanel']).optional(),
  /** `?check=` of the status call: a contract id (default: the step's or data's contratoId). */
  check: z.string().optional(),
  /** The company variant of the status call. */
  empresa: z.boolean().optional(),
  /** The panel's title. */
  title: z.string().optional(),
  /** A notice under the panel (the mail copy of UCDSHOWCONTRACT). */
  notice: z.string().optional(),
  /** The panel's optional redirect links. */
  links: z
    .array(
      z.looseObject({ label: z.string(), href: z.string(), isExternal: z.boolean().optional() }),
    )
    .optional(),
});

export type ContratosConfig = z.infer<typeof contratosSchema>;
export type ListConfig = z.infer<typeof listSchema>;
export type ListKind = NonNullable<ListConfig['type']>;

export function contratosConfig(step: WizardStep): ContratosConfig {
  const parsed = contratosSchema.safeParse(step.config.contratos);
  return parsed.success ? parsed.data : {};
}

export function listConfig(step: WizardStep): ListConfig {
  const parsed = listSchema.safeParse(step.config.list);
  return parsed.success ? parsed.data : {};
}

/** The contract to sign: jsonData.contratoId (spec 3), else the step's configuration. */
export function contractIdOf(
  step: WizardStep,
  data: Readonly<Record<string, unknown>>,
): string | undefined {
  const fromData = data.contratoId;
  if (typeof fromData === 'string' && fromData.trim()) return fromData.trim();
  if (typeof fromData === 'number') return String(fromData);
  return contratosConfig(step).contratoId;
}

/** Flow-wizard mode: as configured, else when the data carries a contratoId; needs a contract id. */
export function isFlowWizard(step: WizardStep, data: Readonly<Record<string, unknown>>): boolean {
  const flow = contratosConfig(step).flowWizard ?? data.contratoId !== undefined;
  return flow && contractIdOf(step, data) !== undefined;
}
