import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const f = vars.font;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  fontFamily: f.family.sans,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** The picture area: image, scrim and text stacked in one grid cell. */
export const stage = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '16rem',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: c.surface.inverse,
  color: c.text.inverse,
  // Links or focus inside the dark area use the inverse roles.
  vars: {
    [c.focus.ring]: c.focus.ringInverse,
    [c.text.link]: c.text.inverse,
    [c.text.linkHover]: c.text.inverse,
  },
  '@media': {
    [media.tablet]: { minHeight: '22rem', alignItems: 'center', padding: vars.space['2xl'] },
    [media.forcedColors]: { background: 'Canvas', color: 'CanvasText' },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@media': { [media.forcedColors]: { display: 'none' } },
});

/**
 * A dark veil over any picture: at 80 % of surface.inverse, white text keeps at least 4.5:1 even
 * over a white image (about 8:1 over pure white).
 */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: c.surface.inverse,
  opacity: 0.8,
  '@media': { [media.forcedColors]: { display: 'none' } },
});

/** The illustration's band along the stage's foot, behind the text (its ridges stay dark). */
export const scenery = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  zIndex: -1,
  height: '60%',
  '@media': { [media.forcedColors]: { display: 'none' } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '40rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: 'inherit',
  fontSize: f.size['2xl'],
  fontWeight: f.weight.bold,
  lineHeight: f.lineHeight.tight,
  overflowWrap: 'break-word',
  textWrap: 'balance',
  '@media': { [media.tablet]: { fontSize: f.size['4xl'] } },
});

/** The name arrives lower-cased: capitalising is the style's job (spec). */
export const firstName = style({ textTransform: 'capitalize' });

export const subtitle = style({
  margin: 0,
  fontSize: f.size.md,
  lineHeight: f.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [media.tablet]: { fontSize: f.size.lg } },
});

/** The controls sit on a plain surface under the picture, so any button variant reads well. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': { [media.tablet]: { paddingInline: vars.space['2xl'] } },
});
