import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = recipe({
  base: {
    zIndex: vars.zIndex.tooltip,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.inverse,
    color: vars.color.text.inverse,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.overlay,
    overflowWrap: 'break-word',
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
      },
      '&[data-exiting]': {
        animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
      },
    },
    '@media': {
      [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` },
    },
  },
  variants: {
    width: {
      /** Up to 280 px. */
      default: { maxWidth: 280 },
      /** The info tip: between 100 and 200 px. */
      narrow: { minWidth: 100, maxWidth: 200 },
    },
  },
  defaultVariants: { width: 'default' },
});

export type TooltipVariants = NonNullable<RecipeVariants<typeof tooltip>>;

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.inverse,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
  '@media': { [media.forcedColors]: { fill: 'CanvasText' } },
});
