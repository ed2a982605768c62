import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@inversiones/tokens';

const c = vars.color;
const f = vars.font;

// Every variant is optional: what is not set is inherited, so a Text inside a heading or a
// link keeps their look and only adds what it asks for (for example tabular numbers).
export const text = recipe({
  base: {
    margin: 0,
    overflowWrap: 'break-word',
  },
  variants: {
    tone: {
      primary: { color: c.text.primary },
      secondary: { color: c.text.secondary },
      muted: { color: c.text.muted },
      inverse: { color: c.text.inverse },
      info: { color: c.feedback.info.text },
      warning: { color: c.feedback.warning.text },
      error: { color: c.feedback.error.text },
      success: { color: c.feedback.success.text },
      gain: { color: c.amount.gain },
      loss: { color: c.amount.loss },
    },
    size: {
      xs: { fontSize: f.size.xs, lineHeight: f.lineHeight.normal },
      sm: { fontSize: f.size.sm, lineHeight: f.lineHeight.normal },
      md: { fontSize: f.size.md, lineHeight: f.lineHeight.normal },
      lg: { fontSize: f.size.lg, lineHeight: f.lineHeight.relaxed },
    },
    weight: {
      regular: { fontWeight: f.weight.regular },
      medium: { fontWeight: f.weight.medium },
      semibold: { fontWeight: f.weight.semibold },
      bold: { fontWeight: f.weight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    /** Tabular (fixed-width) figures: amounts, dates and ruts line up in columns. */
    numeric: {
      true: { fontVariantNumeric: 'tabular-nums' },
    },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
