import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const f = vars.color.feedback;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 480,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 64,
    height: 64,
    marginBottom: vars.space.xs,
    borderRadius: vars.radius.pill,
    '@media': {
      [media.forcedColors]: {
        border: `${vars.borderWidth.thin} solid CanvasText`,
        color: 'CanvasText',
      },
    },
  },
  variants: {
    tone: {
      empty: { background: vars.color.surface.sunken, color: vars.color.text.secondary },
      info: { background: f.info.background, color: f.info.icon },
      error: { background: f.error.background, color: f.error.icon },
      success: { background: f.success.background, color: f.success.icon },
    },
  },
  defaultVariants: { tone: 'empty' },
});

export type StateMessageVariants = NonNullable<RecipeVariants<typeof badge>>;

export const action = style({ marginTop: vars.space.xs });
