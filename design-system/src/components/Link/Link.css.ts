import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

export const link = recipe({
  base: [
    focusRing,
    {
      color: c.text.link,
      fontFamily: 'inherit',
      textDecorationLine: 'underline',
      textDecorationThickness: vars.borderWidth.thin,
      textUnderlineOffset: '0.2em',
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      // Long Spanish words and URLs wrap instead of overflowing on a phone.
      overflowWrap: 'anywhere',
      transitionProperty: 'color, text-decoration-color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&[data-hovered]': {
          color: c.text.linkHover,
          textDecorationThickness: vars.borderWidth.thick,
        },
        '&[data-disabled]': {
          color: c.text.disabled,
          textDecorationLine: 'none',
          cursor: 'not-allowed',
        },
      },
      '@media': {
        [media.forcedColors]: {
          color: 'LinkText',
          selectors: { '&[data-disabled]': { color: 'GrayText' } },
        },
      },
    },
  ],
  variants: {
    variant: {
      /** Inside a sentence: always underlined, so it never depends on colour alone. */
      inline: {},
      /** On its own line ("Ver todas las notificaciones"): bolder, a 24-px target, underline on hover. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        // Flex drops the plain space before the external icon; the gap takes its place.
        gap: vars.space.xxs,
        minHeight: vars.size.targetMin,
        fontWeight: vars.font.weight.semibold,
        textDecorationLine: 'none',
        selectors: {
          '&[data-hovered]': { textDecorationLine: 'underline' },
        },
      },
    },
    tone: {
      default: {},
      /** On the navy header (surface.inverse): white text and the inverse (yellow) focus ring. */
      inverse: {
        color: c.text.inverse,
        selectors: {
          '&[data-hovered]': { color: c.text.inverse },
          '&[data-disabled]': { color: c.text.inverse },
          '&[data-focus-visible]': { outlineColor: c.focus.ringInverse },
        },
        '@media': {
          [media.forcedColors]: {
            selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline', tone: 'default' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

/** Holds the decorative external-link icon, a space after the text. */
export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  lineHeight: 0,
});
