import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const f = vars.color.feedback;

const tone = (t: typeof f.info) => ({ background: t.background, borderColor: t.border });

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `${vars.borderWidth.thin} solid`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    overflowWrap: 'break-word',
    '@media': {
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      info: tone(f.info),
      warning: tone(f.warning),
      error: tone(f.error),
      success: tone(f.success),
    },
    // The message centred in the banner, the icon beside it (alert config centeredMessage).
    centered: {
      true: { justifyContent: 'center', textAlign: 'center' },
      false: {},
    },
  },
  defaultVariants: { tone: 'info', centered: false },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

export const titleText = recipe({
  base: {
    margin: 0,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
  },
  variants: {
    tone: {
      info: { color: f.info.text },
      warning: { color: f.warning.text },
      error: { color: f.error.text },
      success: { color: f.success.text },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  selectors: { '[data-centered] > &': { flex: '0 1 auto', alignItems: 'center' } },
  minWidth: 0,
  paddingTop: '1px',
});

export const dismiss = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    margin: `calc(-1 * ${vars.space.xxs}) calc(-1 * ${vars.space.xs}) 0 0`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { color: vars.color.text.primary } },
    '@media': { [media.forcedColors]: { color: 'ButtonText' } },
  },
]);
