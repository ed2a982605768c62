import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    color: c.text.primary,
    border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
    borderRadius: vars.radius.md,
    overflowWrap: 'break-word',
    '@media': {
      // Surfaces vanish in forced colours: the border keeps the card's edge visible.
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      default: { background: c.surface.raised },
      brandSubtle: { background: c.surface.brandSubtle },
      sunken: { background: c.surface.sunken },
    },
    /** Inner space; md and lg open up from 768 px, where there is room. */
    padding: {
      sm: { padding: vars.space.sm },
      md: {
        padding: vars.space.md,
        '@media': { [media.tablet]: { padding: vars.space.lg } },
      },
      lg: {
        padding: vars.space.lg,
        '@media': { [media.tablet]: { padding: vars.space.xl } },
      },
    },
  },
  defaultVariants: { tone: 'default', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const body = style({ minWidth: 0 });

export const footer = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  '@media': {
    [media.forcedColors]: { borderTopColor: 'CanvasText' },
  },
});
