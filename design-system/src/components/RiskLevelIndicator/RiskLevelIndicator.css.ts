import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = recipe({
  base: { display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '100%' },
  variants: {
    variant: {
      full: { minWidth: '12rem' },
      compact: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xs },
    },
  },
});

export const text = style({ fontVariantNumeric: 'tabular-nums' });

export const label = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

export const value = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

/** Seven steps, filled up to the level; the level's own step carries its number. */
export const scale = style({ display: 'inline-flex', gap: 2 });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 12,
  borderRadius: 2,
  border: `${vars.borderWidth.thin} solid ${c.border.default}`,
  background: c.surface.raised,
  color: c.brand.onPrimary,
  fontSize: 10,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  selectors: {
    '&[data-filled]': { background: c.brand.accentSubtle, borderColor: c.brand.accent },
    '&[data-current]': { height: 16, background: c.brand.primary, borderColor: c.brand.primary },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        '&[data-filled]': { background: 'CanvasText' },
        '&[data-current]': { background: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: c.text.secondary,
  fontSize: vars.font.size.xs,
  width: 20 * 7 + 2 * 6,
});
