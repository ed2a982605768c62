import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@inversiones/tokens';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    // Strokes follow the text colour (currentColor), so every tone, the high-contrast theme and
    // forced colours (where the browser replaces `color` with a system colour) come for free.
    stroke: 'currentColor',
    fill: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
