import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { nativeFocusRing } from '../../styles/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface.page,
});

/**
 * Hidden until focused: the first Tab stop jumps past the header and menu. Focused, it takes its
 * own line above the header (never on top of the brand link, which would hide that target).
 */
export const skipLink = style([
  nativeFocusRing,
  {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    selectors: {
      '&:focus': {
        position: 'static',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clipPath: 'none',
        alignSelf: 'flex-start',
        margin: `${vars.space.xs} ${vars.space.md}`,
        padding: `${vars.space.xs} ${vars.space.md}`,
        borderRadius: vars.radius.sm,
        background: vars.color.surface.raised,
        color: vars.color.text.link,
        fontWeight: vars.font.weight.semibold,
      },
    },
  },
]);

export const main = style({
  flex: '1 0 auto',
  // The footer starts below the first screen: a screen arriving late never pushes it (no CLS).
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  outline: 'none',
  '@media': {
    [media.tablet]: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
  },
});

/**
 * The room kept after the footer for a floating action: its height plus its margins on a wide
 * window (where it floats over this room at the end of the page), the action itself in the flow
 * below 768 px (a 1280 px window at 400% zoom is 320 px wide).
 */
export const floatingSlot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  '@media': {
    [media.tablet]: {
      minHeight: `calc(${vars.size.targetTouch} + 2 * ${vars.space.md})`,
    },
    [media.desktop]: {
      minHeight: `calc(${vars.size.targetTouch} + 2 * ${vars.space.lg})`,
    },
  },
});
