import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

// The mark's two inks per tone, set once on the root and read by the SVG parts.
const inkVar = createVar();
const accentVar = createVar();

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    lineHeight: 1,
    verticalAlign: 'middle',
    '@media': {
      // Forced colours: one system colour, inherited from the link or text around it.
      [media.forcedColors]: { vars: { [inkVar]: 'currentColor', [accentVar]: 'currentColor' } },
    },
  },
  variants: {
    tone: {
      brand: {
        color: c.brand.primary,
        vars: { [inkVar]: c.brand.primary, [accentVar]: c.brand.accent },
      },
      inverse: {
        color: c.text.inverse,
        vars: { [inkVar]: c.text.inverse, [accentVar]: c.brand.accentOnInverse },
      },
      mono: { vars: { [inkVar]: 'currentColor', [accentVar]: 'currentColor' } },
    },
  },
});

export const symbol = style({
  flexShrink: 0,
  width: '2em',
  height: '2em',
  // 2em of the wordmark's size: the mark grows with text zoom and never below a target's height.
  minWidth: 32,
  minHeight: 32,
});

export const ink = style({ stroke: inkVar });
export const fill = style({ fill: inkVar });
export const accent = style({ fill: accentVar });

export const wordmark = recipe({
  base: {
    fontFamily: vars.font.family.sans,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.01em',
    whiteSpace: 'nowrap',
  },
  variants: {
    responsive: {
      true: { '@media': { 'screen and (max-width: 399.98px)': { display: 'none' } } },
      false: {},
    },
  },
});
