import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** One tile per currency; side by side from 768 px, stacked below (and at 200 % zoom). */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

/** Groups a dt and its dd (valid in a dl) without breaking the grid. */
export const pair = style({ display: 'contents' });

export const totalLabel = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const totalValue = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size['3xl'],
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Ganancia / Pérdida and the signed figure on one line under a hairline; they wrap when narrow. */
export const resultRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  marginTop: vars.space.xxs,
  paddingTop: vars.space.xs,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

export const resultLabel = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

export const resultValue = style({ margin: 0, marginInlineStart: 'auto' });

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  color: c.text.secondary,
  textAlign: 'center',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});
