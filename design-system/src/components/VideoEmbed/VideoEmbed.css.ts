import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/** Up to the given width (560 px by default), always 16:9, shrinking with its container. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const iframe = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  margin: 0,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
