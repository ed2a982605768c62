import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const horizontal = style({
  '@media': {
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlSm,
    color: c.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'break-word',
  },
  variants: {
    state: {
      current: { color: c.text.heading, fontWeight: vars.font.weight.semibold },
      remaining: { color: c.text.secondary },
      completed: { color: c.text.primary },
      error: { color: c.feedback.error.text },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 28,
    height: 28,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thick} solid`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      [media.forcedColors]: { borderColor: 'CanvasText', forcedColorAdjust: 'auto' },
    },
  },
  variants: {
    state: {
      current: {
        background: c.brand.primary,
        borderColor: c.brand.primary,
        color: c.brand.onPrimary,
      },
      remaining: {
        background: c.surface.raised,
        borderColor: c.border.default,
        color: c.text.secondary,
      },
      completed: {
        background: c.feedback.success.background,
        borderColor: c.feedback.success.border,
        color: c.feedback.success.icon,
      },
      error: {
        background: c.feedback.error.background,
        borderColor: c.feedback.error.border,
        color: c.feedback.error.icon,
      },
    },
  },
});

export type StepsVariants = NonNullable<RecipeVariants<typeof item>>;
