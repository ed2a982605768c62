import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

// A transform, not a background position: the compositor moves the band, so a page of
// placeholders costs the main thread no style recalculation or paint per frame.
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: vars.color.surface.sunken,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      // A soft light band travels across the block; the band is the raised surface colour.
      backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface.raised} 50%, transparent 100%)`,
      transform: 'translateX(-100%)',
      // Slow on purpose (eight times the slowest transition); none, so still, under reduced motion.
      animation: `${shimmer} calc(${vars.motion.duration.slow} * 8) linear infinite`,
    },
    '@media': {
      [media.reducedMotion]: { selectors: { '&::after': { display: 'none' } } },
      [media.forcedColors]: {
        border: `${vars.borderWidth.thin} solid GrayText`,
        selectors: { '&::after': { display: 'none' } },
      },
    },
  },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: vars.radius.sm, margin: '0.3em 0' },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'block' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
