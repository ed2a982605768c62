import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { nativeFocusRing } from '../../styles/focus.ts';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const readout = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const readoutItem = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const readoutTerm = style({ fontSize: vars.font.size.sm, color: c.text.secondary });

export const readoutValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
});

/** The plot and, over it, the focusable cursor layer. */
export const frame = style({ position: 'relative', width: '100%', minWidth: 0 });

export const plot = style({ position: 'absolute', inset: 0 });

// uPlot's own layout, without its stylesheet (which would be a second CSS file to ship).
globalStyle(`${plot} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${plot} .u-over, ${plot} .u-under`, { position: 'absolute' });
globalStyle(`${plot} canvas`, { display: 'block', position: 'relative', width: '100%' });

export const cursorLayer = style([
  nativeFocusRing,
  { position: 'absolute', inset: 0, cursor: 'crosshair', touchAction: 'pan-y' },
]);

export const cursorLine = style({
  position: 'absolute',
  top: 0,
  width: 0,
  borderLeft: `${vars.borderWidth.thin} dashed ${c.text.secondary}`,
  pointerEvents: 'none',
  '@media': { [media.forcedColors]: { borderLeftColor: 'CanvasText' } },
});

export const cursorDot = style({
  position: 'absolute',
  width: 10,
  height: 10,
  marginLeft: -5,
  marginTop: -5,
  borderRadius: vars.radius.pill,
  background: c.surface.raised,
  border: `${vars.borderWidth.thick} solid ${c.brand.primary}`,
  pointerEvents: 'none',
  '@media': { [media.forcedColors]: { borderColor: 'Highlight', background: 'Canvas' } },
});

/** Hidden spans whose computed colours give the canvas the theme's (or forced) colours. */
export const probeLine = style({ display: 'none', color: c.brand.primary });
export const probeGrid = style({ display: 'none', color: c.border.subtle });
export const probeText = style({
  display: 'none',
  color: c.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.xs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const loading = style({ position: 'relative' });
