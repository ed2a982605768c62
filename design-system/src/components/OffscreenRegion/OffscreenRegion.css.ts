import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/**
 * The browser skips the style, layout and paint of the content while it is far from the
 * viewport (it stays in the accessibility tree and in find-in-page); `auto` remembers the real
 * height once rendered, so the scrollbar does not jump back.
 */
export const offscreenRegion = recipe({
  base: { contentVisibility: 'auto', minWidth: 0 },
  variants: {
    estimatedHeight: {
      sm: { containIntrinsicBlockSize: 'auto 12rem' },
      md: { containIntrinsicBlockSize: 'auto 20rem' },
      lg: { containIntrinsicBlockSize: 'auto 32rem' },
    },
  },
  defaultVariants: { estimatedHeight: 'md' },
});

export type OffscreenRegionVariants = NonNullable<RecipeVariants<typeof offscreenRegion>>;
