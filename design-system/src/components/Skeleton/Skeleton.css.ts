import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surface.sunken,
    // A soft light band travels across the block; the band is the raised surface colour.
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface.raised} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    // Slow on purpose (eight times the slowest transition); zero, so still, under reduced motion.
    animation: `${shimmer} calc(${vars.motion.duration.slow} * 8) linear infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
      [media.forcedColors]: {
        backgroundImage: 'none',
        border: `${vars.borderWidth.thin} solid GrayText`,
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
