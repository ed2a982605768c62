import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: 200,
  maxWidth: 480,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

export const spinner = style({
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `4px solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.brand.primary,
  animation: `${spin} calc(${vars.motion.duration.slow} * 4) linear infinite`,
  '@media': {
    // A still ring with one navy quarter still reads as "working".
    [media.reducedMotion]: { animation: 'none' },
    [media.forcedColors]: { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
  },
});

export const message = style({
  margin: 0,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});
