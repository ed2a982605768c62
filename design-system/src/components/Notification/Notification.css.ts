import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const f = vars.color.feedback;
const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    bottom: vars.space.md,
    right: vars.space.md,
    left: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    borderRadius: vars.radius.md,
    '@media': {
      [media.tablet]: { left: 'auto', width: 400 },
    },
  },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tone = (t: typeof f.info) => ({ borderLeftColor: t.border });

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      width: '100%',
      padding: vars.space.md,
      background: vars.color.surface.raised,
      color: vars.color.text.primary,
      border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
      borderLeftWidth: '4px',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.overlay,
      overflowWrap: 'break-word',
      animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
      '@media': {
        [media.forcedColors]: { borderColor: 'CanvasText' },
      },
    },
  ],
  variants: {
    tone: {
      info: tone(f.info),
      warning: tone(f.warning),
      error: tone(f.error),
      success: tone(f.success),
    },
  },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.heading,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.xs,
});
