import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const f = c.feedback;

function tone(text: string, background: string, border: string) {
  return { color: text, background, borderColor: border };
}

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    paddingInline: vars.space.xs,
    minHeight: vars.size.targetMin,
    border: `${vars.borderWidth.thin} solid`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.family.sans,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@media': {
      // System colours replace ours: the border keeps the shape visible.
      [media.forcedColors]: { borderColor: 'CanvasText', color: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      neutral: tone(c.text.secondary, c.surface.sunken, c.border.subtle),
      info: tone(f.info.text, f.info.background, f.info.border),
      success: tone(f.success.text, f.success.background, f.success.border),
      warning: tone(f.warning.text, f.warning.background, f.warning.border),
      error: tone(f.error.text, f.error.background, f.error.border),
      brand: tone(c.brand.onAccent, c.brand.accent, c.brand.accent),
      conservador: tone(
        c.profile.conservador.text,
        c.profile.conservador.background,
        c.profile.conservador.base,
      ),
      moderado: tone(
        c.profile.moderado.text,
        c.profile.moderado.background,
        c.profile.moderado.base,
      ),
      agresivo: tone(
        c.profile.agresivo.text,
        c.profile.agresivo.background,
        c.profile.agresivo.base,
      ),
    },
    size: {
      sm: { minHeight: 20, paddingInline: vars.space.xxs, fontSize: vars.font.size.xs },
      md: {},
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/** The count on the bell: a small filled circle with tabular figures. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: c.brand.danger,
  color: c.brand.onDanger,
  border: `${vars.borderWidth.thin} solid ${c.surface.raised}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText', background: 'Canvas', color: 'CanvasText' },
  },
});

/**
 * The profile's mark: 1, 2 or 3 filled bars (risk level), so the level never depends on hue.
 */
export const profileLevel = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: 2,
  height: 12,
});

export const profileBar = style({
  width: 3,
  borderRadius: 1,
  background: 'currentColor',
  opacity: 0.25,
  selectors: {
    '&:nth-child(1)': { height: 6 },
    '&:nth-child(2)': { height: 9 },
    '&:nth-child(3)': { height: 12 },
    '&[data-filled]': { opacity: 1 },
  },
  '@media': {
    [media.forcedColors]: {
      background: 'CanvasText',
      selectors: {
        '&:not([data-filled])': { background: 'Canvas', outline: '1px solid CanvasText' },
      },
    },
  },
});
