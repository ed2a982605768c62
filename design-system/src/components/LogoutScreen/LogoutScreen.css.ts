import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const screen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  padding: vars.space.lg,
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 480,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});
