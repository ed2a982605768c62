import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const hue = createVar();
const hueText = createVar();
const hueBackground = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.sans,
});

const profileHue = (profile: 'conservador' | 'moderado' | 'agresivo') => ({
  vars: {
    [hue]: c.profile[profile].base,
    [hueText]: c.profile[profile].text,
    [hueBackground]: c.profile[profile].background,
  },
});

/** One segment: its hue comes from the profile tokens, always next to the profile's name. */
export const segment = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    minWidth: 0,
    textAlign: 'center',
  },
  variants: {
    profile: {
      conservador: profileHue('conservador'),
      moderado: profileHue('moderado'),
      agresivo: profileHue('agresivo'),
    },
  },
});

/** The coloured bar: a light tint with a hairline, or filled with a check when current. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  height: vars.space.md,
  // Centred on the taller current bar.
  marginBlock: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid ${hue}`,
  background: hueBackground,
  color: c.surface.raised,
  selectors: {
    'li:first-child > &': { borderRadius: `${vars.radius.pill} 0 0 ${vars.radius.pill}` },
    'li:last-child > &': { borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0` },
    '[data-current] > &': {
      height: vars.space.lg,
      marginBlock: 0,
      background: hueText,
      borderColor: hueText,
      borderWidth: vars.borderWidth.thick,
    },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      background: 'Canvas',
      selectors: {
        '[data-current] > &': {
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'Canvas',
        },
      },
    },
  },
});

export const name = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
  selectors: {
    '[data-current] > &': { color: hueText, fontWeight: vars.font.weight.bold },
  },
  '@media': {
    [media.forcedColors]: { color: 'CanvasText' },
  },
});

/** The 'Actual' tag under the current segment: a shape and a word, not only a hue. */
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  minHeight: 20,
  paddingInline: vars.space.xs,
  border: `${vars.borderWidth.thin} solid ${hueText}`,
  borderRadius: vars.radius.pill,
  background: hueBackground,
  color: hueText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&::before': { content: '"▲"', fontSize: '0.75em' } },
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText', color: 'CanvasText' },
  },
});
