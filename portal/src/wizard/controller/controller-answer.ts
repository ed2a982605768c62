import { isWizardContext, type WizardContext } from './wizard-context.ts';

/**
 * The controller's raw answers (wizard-spec section 4): `open wizard X`, `none`, `ask CONTEXT`,
 * `redirect_onboarding` (optionally followed by the URL to leave to).
 */
export type RawControllerAnswer =
  | { kind: 'open'; wizardId: string }
  | { kind: 'none' }
  | { kind: 'ask'; context: WizardContext }
  | { kind: 'redirect_onboarding'; url: string | null };

/** null for an answer this portal does not understand (the caller treats it as none). */
export function parseControllerAnswer(response: string): RawControllerAnswer | null {
  const text = response.trim();
  const open = /^open wizard (\S+)$/i.exec(text);
  if (open) return { kind: 'open', wizardId: open[1]! };
  if (/^none$/i.test(text)) return { kind: 'none' };
  const ask = /^ask (\S+)$/i.exec(text);
  if (ask) return isWizardContext(ask[1]) ? { kind: 'ask', context: ask[1] } : null;
  const redirect = /^redirect_onboarding(?:\s+(\S+))?$/i.exec(text);
  if (redirect) return { kind: 'redirect_onboarding', url: redirect[1] ?? null };
  return null;
}
