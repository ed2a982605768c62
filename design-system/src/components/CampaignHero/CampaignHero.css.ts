import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const f = vars.font;

/** Image on top on a phone; from 768 px the image and the text side by side. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  color: c.text.primary,
  fontFamily: f.family.sans,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const picture = style({
  margin: 0,
  background: c.surface.sunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  '@media': { [media.tablet]: { aspectRatio: 'auto', minHeight: '18rem' } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: f.size.md,
  lineHeight: f.lineHeight.normal,
  color: c.text.secondary,
  overflowWrap: 'break-word',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
