import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const productBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Products with a check-like bullet drawn in CSS (a shape, visible in forced colours too). */
export const products = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const product = style({
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  color: c.text.primary,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space.xxs,
      top: '0.45em',
      width: 6,
      height: 10,
      borderInlineEnd: `${vars.borderWidth.thick} solid ${c.brand.accent}`,
      borderBottom: `${vars.borderWidth.thick} solid ${c.brand.accent}`,
      transform: 'rotate(45deg)',
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&::before': { borderColor: 'CanvasText' } },
    },
  },
});

/** The button stays on its own row; on a phone it takes the whole width. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobileOnly]: { flexDirection: 'column' } },
});

/** '(actual)' after the current profile's tab name: words, not only the selection bar. */
export const tabMarker = style({
  marginInlineStart: vars.space.xxs,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
});
