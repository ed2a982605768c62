import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** A signed figure: its trend's colour only reinforces the sign and the word beside it. */
export const signed = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: vars.space.xxs,
    fontVariantNumeric: 'tabular-nums',
    '@media': { [media.forcedColors]: { color: 'CanvasText' } },
  },
  variants: {
    trend: {
      gain: { color: c.amount.gain },
      loss: { color: c.amount.loss },
      none: { color: c.text.primary },
    },
    // No default: a figure takes its surroundings' size (a table cell, a card's headline).
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl },
    },
  },
});

export type SignedFigureVariants = NonNullable<RecipeVariants<typeof signed>>;

export const figure = style({ whiteSpace: 'nowrap', fontWeight: vars.font.weight.semibold });

export const word = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});
