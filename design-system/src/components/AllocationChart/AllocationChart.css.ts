import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/*
 * Nine series colours from the theme's roles (no chart palette of its own, so the high-contrast
 * theme darkens them too); each slice also gets its own pattern, so colour is never alone.
 * The ninth, a neutral grey, is kept for 'Otros'.
 */
export const seriesColors = [
  c.brand.primary,
  c.brand.accent,
  c.profile.moderado.base,
  c.feedback.info.border,
  c.profile.agresivo.base,
  c.feedback.success.border,
  c.border.inverse,
  c.feedback.warning.text,
  c.border.default,
] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Chart and table side by side when there is room, stacked in a narrow column. */
export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const chart = style({
  position: 'relative',
  flex: '0 0 auto',
  width: 192,
  height: 192,
  margin: '0 auto',
  // The slices keep their colours and patterns in forced colours; the table carries the data.
  forcedColorAdjust: 'none',
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const slice = style({
  stroke: c.surface.raised,
  strokeWidth: 1.5,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-active] &:not([data-active])': { opacity: 0.35 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const mark = style({ stroke: c.surface.raised, strokeWidth: 1.25, fill: 'none' });
export const dot = style({ fill: c.surface.raised });

/** The total (or the slice in focus) in the ring's hole. */
export const center = style({
  position: 'absolute',
  inset: '22%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  pointerEvents: 'none',
  color: c.text.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const centerLabel = style({
  color: c.text.secondary,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const centerValue = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const table = style({
  flex: '1 1 280px',
  minWidth: 0,
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: c.text.primary,
});

export const headerCell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'start',
  color: c.text.secondary,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.default}`,
  '@media': { [media.forcedColors]: { borderBottomColor: 'CanvasText' } },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 'inherit',
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
});

export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const row = style({
  selectors: { '&[data-active]': { background: c.surface.brandSubtle } },
});

export const name = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const swatch = style({
  flex: '0 0 auto',
  width: 16,
  height: 16,
  marginTop: 1,
  borderRadius: vars.radius.sm,
  forcedColorAdjust: 'none',
  outline: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
});

export const members = style({
  display: 'block',
  color: c.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const footerCell = style([
  cell,
  {
    borderBottom: 'none',
    borderTop: `${vars.borderWidth.thick} solid ${c.border.default}`,
    fontWeight: vars.font.weight.semibold,
    color: c.text.heading,
    '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
  },
]);

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

export const loading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const loadingLines = style({ flex: '1 1 240px', display: 'grid', gap: vars.space.xs });
