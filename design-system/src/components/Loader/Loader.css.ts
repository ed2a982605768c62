import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.text.secondary,
});

export const spinner = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.brand.primary,
  animation: `${spin} calc(${vars.motion.duration.slow} * 4) linear infinite`,
  '@media': {
    // A still ring with one navy quarter still reads as "working".
    [media.reducedMotion]: { animation: 'none' },
    [media.forcedColors]: { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
  },
});

export const spinnerLarge = style({
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderWidth: 4,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const tableRow = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const chart = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  height: 160,
  paddingBottom: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const fullscreenOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.surface.backdrop,
});

export const fullscreenBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.dialog,
  padding: `${vars.space.xl} ${vars.space.xl}`,
  background: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  textAlign: 'center',
  outline: 'none',
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thick} solid CanvasText` },
  },
});

export const fullscreenText = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
});
