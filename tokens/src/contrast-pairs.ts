import type { ColorRoles } from './tokens.ts';

/** What a colour pair is used for, which sets its WCAG 2.2 AA minimum. */
export type PairKind = 'text' | 'large-text' | 'ui';

export interface ContrastPair {
  /** Human name shown in Storybook's colour page and in test failures. */
  name: string;
  foreground: string;
  background: string;
  kind: PairKind;
}

/** WCAG 2.2 AA minimum per kind: 4.5:1 for text, 3:1 for large text and UI parts. */
export const minimumRatio: Record<PairKind, number> = { text: 4.5, 'large-text': 3, ui: 3 };

/** Every foreground/background pair the design system actually renders with a theme's roles. */
export function contrastPairs(c: ColorRoles): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  const add = (name: string, foreground: string, background: string, kind: PairKind) =>
    pairs.push({ name, foreground, background, kind });

  const lightSurfaces = {
    page: c.surface.page,
    raised: c.surface.raised,
    sunken: c.surface.sunken,
    brandSubtle: c.surface.brandSubtle,
  };
  for (const [surfaceName, surface] of Object.entries(lightSurfaces)) {
    for (const role of ['primary', 'secondary', 'muted', 'heading', 'link', 'linkHover'] as const) {
      add(`text.${role} / surface.${surfaceName}`, c.text[role], surface, 'text');
    }
    add(`brand.accent / surface.${surfaceName}`, c.brand.accent, surface, 'text');
    add(`border.default / surface.${surfaceName}`, c.border.default, surface, 'ui');
    add(`focus.ring / surface.${surfaceName}`, c.focus.ring, surface, 'ui');
    add(`amount.gain / surface.${surfaceName}`, c.amount.gain, surface, 'text');
    add(`amount.loss / surface.${surfaceName}`, c.amount.loss, surface, 'text');
  }
  add('text.inverse / surface.inverse', c.text.inverse, c.surface.inverse, 'text');
  add('border.inverse / surface.inverse', c.border.inverse, c.surface.inverse, 'ui');
  add('focus.ringInverse / surface.inverse', c.focus.ringInverse, c.surface.inverse, 'ui');
  add('brand.accentOnInverse / surface.inverse', c.brand.accentOnInverse, c.surface.inverse, 'ui');
  for (const state of ['primary', 'primaryHover', 'primaryActive'] as const) {
    add(`brand.onPrimary / brand.${state}`, c.brand.onPrimary, c.brand[state], 'text');
  }
  add('brand.primary / surface.raised', c.brand.primary, c.surface.raised, 'text');
  add('brand.primary / surface.page', c.brand.primary, c.surface.page, 'text');
  add('brand.onAccent / brand.accent', c.brand.onAccent, c.brand.accent, 'text');
  add('brand.onAccent / brand.accentHover', c.brand.onAccent, c.brand.accentHover, 'text');
  add('brand.onDanger / brand.danger', c.brand.onDanger, c.brand.danger, 'text');
  add('brand.onDanger / brand.dangerHover', c.brand.onDanger, c.brand.dangerHover, 'text');
  add('brand.accent / brand.accentSubtle', c.brand.accent, c.brand.accentSubtle, 'text');
  add('text.primary / brand.accentSubtle', c.text.primary, c.brand.accentSubtle, 'text');
  add('text.disabled / surface.disabled', c.text.disabled, c.surface.disabled, 'ui');

  for (const tone of ['info', 'warning', 'error', 'success'] as const) {
    const f = c.feedback[tone];
    add(`feedback.${tone}.text / feedback.${tone}.background`, f.text, f.background, 'text');
    add(`feedback.${tone}.icon / feedback.${tone}.background`, f.icon, f.background, 'ui');
    add(`feedback.${tone}.border / feedback.${tone}.background`, f.border, f.background, 'ui');
    add(`text.primary / feedback.${tone}.background`, c.text.primary, f.background, 'text');
    add(`feedback.${tone}.text / surface.raised`, f.text, c.surface.raised, 'text');
  }
  for (const profile of ['conservador', 'moderado', 'agresivo'] as const) {
    const pr = c.profile[profile];
    add(`profile.${profile}.text / surface.raised`, pr.text, c.surface.raised, 'text');
    add(`profile.${profile}.text / profile.${profile}.background`, pr.text, pr.background, 'text');
    add(`profile.${profile}.base / surface.raised`, pr.base, c.surface.raised, 'ui');
    add(`text.inverse / profile.${profile}.text`, c.text.inverse, pr.text, 'text');
  }
  return pairs;
}
