import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const line = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.brand.primary,
  animation: `${spin} calc(${vars.motion.duration.slow} * 4) linear infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.forcedColors]: { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
  },
});
