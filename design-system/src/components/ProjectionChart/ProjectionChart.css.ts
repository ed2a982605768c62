import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

// Series colours come from theme roles (the high-contrast theme darkens them) and each has its own line style.
// In forced colours every mark takes a system colour, so it shows on the user's own background.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: c.text.primary,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ flex: '0 0 auto', display: 'block', overflow: 'visible' });

/** The chart's panel, on the same surface as the table under it. */
export const frame = style({
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  minWidth: 0,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** Measured: the SVG is drawn at this width, so its text keeps its size on any screen. */
export const plotBox = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const axisText = style({
  fill: c.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.forcedColors]: { fill: 'CanvasText' } },
});

export const grid = style({
  stroke: c.border.subtle,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
  '@media': { [media.forcedColors]: { stroke: 'GrayText' } },
});

export const baseline = style({
  stroke: c.border.default,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
  '@media': { [media.forcedColors]: { stroke: 'CanvasText' } },
});

const lineBase = {
  fill: 'none',
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

export const expectedLine = style({
  ...lineBase,
  stroke: c.brand.primary,
  strokeWidth: 3,
  '@media': { [media.forcedColors]: { stroke: 'Highlight' } },
});

export const band = style({
  fill: c.brand.accent,
  fillOpacity: 0.16,
  stroke: c.brand.accent,
  strokeOpacity: 0.6,
  strokeWidth: 1,
  strokeLinejoin: 'round',
  '@media': {
    [media.forcedColors]: {
      fill: 'GrayText',
      fillOpacity: 0.3,
      stroke: 'GrayText',
      strokeOpacity: 1,
    },
  },
});

export const contributedLine = style({
  ...lineBase,
  stroke: c.text.secondary,
  strokeWidth: 2,
  strokeDasharray: '7 5',
  strokeLinecap: 'butt',
  '@media': { [media.forcedColors]: { stroke: 'CanvasText' } },
});

export const goalLine = style({
  ...lineBase,
  stroke: c.feedback.warning.text,
  strokeWidth: 2.5,
  // Round caps on zero-length dashes: a row of dots.
  strokeDasharray: '0 6',
  '@media': { [media.forcedColors]: { stroke: 'CanvasText' } },
});

export const goalLabel = style([
  axisText,
  {
    fill: c.text.primary,
    fontWeight: vars.font.weight.semibold,
    // A halo of the surface keeps the label readable where a line passes under it.
    stroke: c.surface.raised,
    strokeWidth: 4,
    strokeLinejoin: 'round',
    paintOrder: 'stroke',
    '@media': { [media.forcedColors]: { fill: 'CanvasText', stroke: 'Canvas' } },
  },
]);

export const caption = style([axisText, { fontWeight: vars.font.weight.semibold }]);
