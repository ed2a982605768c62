import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
});

/** 779 x 464 at most (the spec's stream), keeping that ratio at any width. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '779 / 464',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
});

export const error = style({
  margin: 0,
  color: vars.color.feedback.error.text,
});
