import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

export const popover = style({
  minWidth: 220,
  maxWidth: 'min(360px, calc(100vw - 16px))',
  background: c.surface.raised,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.popover,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animationName: 'none',
    },
  },
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const menu = style({
  padding: vars.space.xxs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: c.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: c.surface.brandSubtle, color: c.brand.primary },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${c.focus.ring}`,
      outlineOffset: '-2px',
    },
    '&[data-pressed]': { background: c.surface.sunken },
    '&[data-disabled]': { color: c.text.disabled, cursor: 'not-allowed' },
    '&[data-danger]': { color: c.brand.danger },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: c.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: vars.borderWidth.thin,
  marginBlock: vars.space.xxs,
  marginInline: vars.space.xs,
  background: c.border.subtle,
  border: 'none',
  '@media': { [media.forcedColors]: { background: 'CanvasText' } },
});

export const trigger = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: vars.size.controlMd,
      paddingInline: vars.space.sm,
      border: `${vars.borderWidth.thin} solid transparent`,
      borderRadius: vars.radius.md,
      background: 'transparent',
      fontWeight: vars.font.weight.semibold,
      cursor: 'pointer',
      transitionProperty: 'background-color, color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      '@media': {
        [media.forcedColors]: { borderColor: 'ButtonText' },
        // Icon-only on a phone (compactOnMobile): a tighter, still 44-px, target.
        [media.mobileOnly]: {
          selectors: {
            '&[data-compact]': { paddingInline: vars.space.xs, minHeight: vars.size.targetTouch },
          },
        },
      },
    },
  ],
  variants: {
    tone: {
      default: {
        color: c.brand.primary,
        borderColor: c.border.subtle,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: c.surface.brandSubtle },
        },
      },
      /** On the navy header: white text and the yellow focus ring. */
      inverse: {
        color: c.text.inverse,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: c.brand.primary },
          '&[data-focus-visible]': { outlineColor: c.focus.ringInverse },
          // The group holding the current page: underlined like a current link.
          '&[aria-current="true"]': {
            textDecoration: 'underline',
            textDecorationThickness: 2,
            textUnderlineOffset: '0.35em',
          },
        },
        '@media': {
          [media.forcedColors]: {
            selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type TriggerVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** A trigger label read by screen readers everywhere but shown only from 768 px. */
export const labelTabletUp = style({
  '@media': {
    [media.mobileOnly]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
