import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The pending line under the input (spinner and `Validando...`). */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // A still, open ring still reads as "working" without motion.
    [media.reducedMotion]: { animation: 'none' },
  },
});
