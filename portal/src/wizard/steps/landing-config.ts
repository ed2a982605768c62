import { z } from 'zod';
import type { wizardConfig } from '@inversiones/contract';

type WizardStep = wizardConfig.WizardStep;

/**
 * The landing and campaign properties the shared step schema does not name (it is loose):
 * `landingTitle` (with `${Nombre}` where the first name goes; default the step title), `image`
 * (the picture; default `background`), `imageAlt` (a campaign picture's description).
 */
const landingConfigSchema = z.looseObject({
  landingTitle: z.string().optional(),
  title: z.string().optional(),
  image: z.string().optional(),
  imageAlt: z.string().optional(),
  background: z.string().optional(),
  message: z.unknown().optional(),
});

export interface LandingConfig {
  title: string;
  image: string | undefined;
  imageAlt: string | undefined;
  /** The campaign's text as HTML (the step's message). */
  html: string | undefined;
}

/** `${Nombre}`, `${nombre}`, `{Nombre}` or `{nombre}`: where the client's first name goes. */
const NAME_PLACEHOLDER = /\$?\{\s*nombre\s*\}/gi;

/** The title in the form LandingHero reads: every name placeholder as its `{nombre}` token. */
export const toHeroTitle = (title: string) => title.replace(NAME_PLACEHOLDER, '{nombre}');

export function landingConfigOf(step: WizardStep): LandingConfig {
  const parsed = landingConfigSchema.safeParse(step.config);
  const config = parsed.success ? parsed.data : {};
  return {
    title: config.landingTitle ?? config.title ?? '',
    image: config.image ?? config.background,
    imageAlt: config.imageAlt,
    html: typeof config.message === 'string' ? config.message : undefined,
  };
}

/** Campaign steps: any control of type onboarding (wizard-spec 2). */
export const isCampaign = (step: WizardStep) =>
  (step.config.controls ?? []).some((c) => c.type?.toLowerCase() === 'onboarding');
