import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/** The row of day, month and year segments inside the control box. */
export const segments = style({
  display: 'flex',
  alignItems: 'center',
  // Segments and slashes sit tight, as typed text would (the box's own gap is for affixes).
  gap: 0,
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** One editable part (dd, mm, aaaa): highlighted while it has the keyboard. */
export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  textAlign: 'end',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-focused]': { background: vars.color.brand.primary, color: vars.color.brand.onPrimary },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focused]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

/** The slash between segments. */
export const literal = style({ color: vars.color.text.secondary });
