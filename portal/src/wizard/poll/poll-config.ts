// The poll step's own reading of its configuration (wizard-spec 2-3): the shared schema is loose
// about `poll` and the items, so their shape is checked here.
import type { wizardConfig } from '@inversiones/contract';
import { z } from 'zod';

type WizardStep = wizardConfig.WizardStep;

export type PollThemeName = 'default' | 'square' | 'chat';

const code = z.union([z.string().min(1), z.number()]);

const alternativeSchema = z.looseObject({
  alternativa: code,
  descripcion: z.string(),
  seleccionada: z.boolean().optional(),
  /** Square theme: a design-system icon name shown above the text. */
  icon: z.string().optional(),
  tooltip: z.string().optional(),
});

export const pollQuestionSchema = z.looseObject({
  numeroPregunta: z.coerce.number().int(),
  pregunta: z.string(),
  alternativas: z.array(alternativeSchema).min(1),
  alert: z
    .looseObject({
      priority: z.union([z.string(), z.number()]).optional(),
      html: z.string().optional(),
      text: z.string().optional(),
    })
    .optional(),
});
export type PollQuestionConfig = z.infer<typeof pollQuestionSchema>;

const themeSchema = z
  .string()
  .transform((theme) => theme.trim().toLowerCase())
  .pipe(z.enum(['default', 'square', 'chat']))
  .catch('default');

const pollOptionsSchema = z.looseObject({
  theme: z.string().optional(),
  /** The risk-profile variant: posts id 2, 'INTERNET' and the 'n;value|n;value' answers. */
  riskProfile: z.boolean().optional(),
});

export interface PollStepConfig {
  theme: PollThemeName;
  riskProfile: boolean;
  questions: PollQuestionConfig[];
}

/** The theme (poll.theme, else pollTemplate), the variant and the questions of a poll step. */
export function readPollStep(step: WizardStep): PollStepConfig {
  const options = pollOptionsSchema.safeParse(step.config.poll);
  const declared = (options.success ? options.data.theme : undefined) ?? step.config.pollTemplate;
  const questions = step.items.flatMap((item) => {
    const parsed = pollQuestionSchema.safeParse(item);
    if (!parsed.success) console.error('Pregunta de encuesta inválida', parsed.error.issues[0]);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    theme: themeSchema.parse(declared ?? 'default'),
    riskProfile: options.success && options.data.riskProfile === true,
    questions,
  };
}
