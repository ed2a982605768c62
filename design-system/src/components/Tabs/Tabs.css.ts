import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** One row of tabs; on a phone it scrolls sideways instead of clipping or wrapping. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  overflowY: 'hidden',
  // Room for the focus ring inside the scroll box.
  padding: `${vars.space.xxs} ${vars.space.xxs} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  scrollbarWidth: 'thin',
  WebkitOverflowScrolling: 'touch',
  '@media': {
    [media.forcedColors]: { borderBottomColor: 'CanvasText' },
  },
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    minHeight: vars.size.targetTouch,
    paddingInline: vars.space.md,
    color: c.text.secondary,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    transitionProperty: 'color, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      // The indicator: a 3-px bar under the selected tab (shape, not only colour).
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        height: 3,
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        background: 'transparent',
      },
      '&[data-hovered]': { color: c.text.primary, background: c.surface.sunken },
      '&[data-selected]': { color: c.brand.primary },
      '&[data-selected]::after': { background: c.brand.primary },
      '&[data-disabled]': { color: c.text.disabled, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&[data-selected]::after': { background: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
]);

export const tabPanel = style([
  focusRing,
  {
    paddingBlock: vars.space.lg,
    borderRadius: vars.radius.sm,
  },
]);
