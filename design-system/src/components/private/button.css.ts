import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

// Filled variants look the same once disabled: a quiet surface that no longer invites a press.
const disabledLook = {
  background: c.surface.disabled,
  color: c.text.disabled,
  borderColor: c.border.subtle,
};

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: `${vars.borderWidth.thin} solid transparent`,
      borderRadius: vars.radius.md,
      fontFamily: vars.font.family.sans,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.tight,
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      whiteSpace: 'normal',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
      '@media': {
        [media.forcedColors]: {
          borderColor: 'ButtonText',
          selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: c.brand.primary,
        color: c.brand.onPrimary,
        selectors: {
          '&[data-hovered]': { background: c.brand.primaryHover },
          '&[data-pressed]': { background: c.brand.primaryActive },
          '&[data-disabled]': disabledLook,
        },
      },
      secondary: {
        background: c.surface.raised,
        color: c.brand.primary,
        borderColor: c.brand.primary,
        selectors: {
          '&[data-hovered]': { background: c.surface.brandSubtle },
          '&[data-pressed]': { background: c.surface.sunken },
          '&[data-disabled]': disabledLook,
        },
      },
      tertiary: {
        background: 'transparent',
        color: c.text.link,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&[data-hovered]': { color: c.text.linkHover, textDecorationThickness: '2px' },
          '&[data-disabled]': { color: c.text.disabled, textDecoration: 'none' },
        },
      },
      danger: {
        background: c.brand.danger,
        color: c.brand.onDanger,
        selectors: {
          '&[data-hovered]': { background: c.brand.dangerHover },
          '&[data-disabled]': disabledLook,
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // A still, open ring still reads as "working" without motion.
    [media.reducedMotion]: { animation: 'none' },
  },
});
