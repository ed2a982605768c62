import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

export { group } from '../private/date-picker-group.css.ts';

/** A square icon button (calendar, month and year steps): at least the 24 px target, here 32. */
export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.brand.primary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.brandSubtle },
      '&[data-pressed]': { background: vars.color.surface.sunken },
      '&[data-disabled]': {
        color: vars.color.text.disabled,
        cursor: 'not-allowed',
        background: 'transparent',
      },
    },
    '@media': {
      [media.forcedColors]: {
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

/** Two chevrons drawn close together: the year step. */
export const doubleChevron = style({ display: 'inline-flex', alignItems: 'center' });
export const chevronOverlap = style({ display: 'inline-flex', marginInlineStart: '-9px' });

export const popover = style({
  background: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: 'max-content',
  fontFamily: vars.font.family.sans,
  color: vars.color.text.primary,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const grid = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const weekday = style({
  width: '36px',
  height: '28px',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'capitalize',
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    margin: '1px',
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.surface.brandSubtle },
      '&[data-selected]': {
        background: vars.color.brand.primary,
        color: vars.color.brand.onPrimary,
        fontWeight: vars.font.weight.bold,
      },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.text.disabled,
        textDecoration: 'line-through',
        cursor: 'not-allowed',
        background: 'transparent',
      },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&[data-selected]': {
            background: 'Highlight',
            color: 'HighlightText',
            forcedColorAdjust: 'none',
          },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
]);
