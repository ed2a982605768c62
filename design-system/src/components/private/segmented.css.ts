import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

/** A choice and its name above it (the period selector, a fund's series). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const fieldLabel = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

/** A row of toggle buttons of which one is chosen (chart ranges, profitability periods). */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const button = style([
  focusRing,
  {
    minHeight: 36,
    minWidth: 44,
    paddingInline: vars.space.sm,
    border: `${vars.borderWidth.thin} solid ${c.border.default}`,
    borderRadius: vars.radius.md,
    background: c.surface.raised,
    color: c.text.primary,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: c.brand.primary },
      '&[data-selected]': {
        background: c.brand.primary,
        borderColor: c.brand.primary,
        color: c.brand.onPrimary,
      },
      '&[data-disabled]': { cursor: 'default', color: c.text.disabled },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&[data-selected]': {
            background: 'Highlight',
            color: 'HighlightText',
            forcedColorAdjust: 'none',
          },
        },
      },
    },
  },
]);
