import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@inversiones/tokens';

const f = vars.font;

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text.heading,
    fontFamily: f.family.sans,
    fontWeight: f.weight.semibold,
    // Long Spanish words must wrap on a phone rather than overflow; balanced lines read calmer.
    overflowWrap: 'break-word',
    textWrap: 'balance',
  },
  variants: {
    size: {
      sm: { fontSize: f.size.sm, lineHeight: f.lineHeight.snug },
      md: { fontSize: f.size.md, lineHeight: f.lineHeight.snug },
      lg: { fontSize: f.size.lg, lineHeight: f.lineHeight.snug },
      xl: { fontSize: f.size.xl, lineHeight: f.lineHeight.tight },
      '2xl': { fontSize: f.size['2xl'], lineHeight: f.lineHeight.tight },
      '3xl': { fontSize: f.size['3xl'], lineHeight: f.lineHeight.tight, fontWeight: f.weight.bold },
      '4xl': { fontSize: f.size['4xl'], lineHeight: f.lineHeight.tight, fontWeight: f.weight.bold },
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
