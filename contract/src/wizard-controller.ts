import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

// The wizard controller (jarvis), apart from the templates' schemas (wizard-config.ts): the
// portal's shell asks it right after login, and loading it must not build every template schema.

/** Wizard contexts: the base one (no prefix) and the two the spec names. */
export const wizardContexts = ['base', 'enrolamientoBco', 'usoCanalDigital'] as const;
export type WizardContext = (typeof wizardContexts)[number];

/** Controller answers: 'open wizard X', 'none', 'ask ...', 'redirect_onboarding'. */
export const jarvisResponseSchema = z.object({
  response: z.string().min(1),
  /**
   * With an 'open wizard' answer: the client's onboarding wizards in order, across the contexts
   * its rules ask, so the portal shows the stage among them (issue 18: one journey).
   */
  journey: z.object({ wizards: z.array(z.string().max(100)).max(100) }).optional(),
});
export const jarvis = defineEndpoint({
  method: 'GET',
  path: '/{context}/jarvis',
  access: 'profile',
  response: jarvisResponseSchema,
});

/** `next` with `?wizard=` marks that wizard processed first; answers like jarvis. */
export const jarvisAction = defineEndpoint({
  method: 'GET',
  path: '/{context}/jarvis/{action}',
  access: 'profile',
  changesState: true,
  response: jarvisResponseSchema,
});
