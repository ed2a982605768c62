import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** Serie and Cuenta on one line under the fund's name; they wrap at 320 px. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

export const metaPair = style({ display: 'flex', gap: vars.space.xxs });

export const metaValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: `${vars.space.md} 0 0`,
});

export const balanceLabel = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

export const balanceValue = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Valor cuota, Cuotas and Variación: label left, figure right-aligned like a table column. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  margin: `${vars.space.md} 0 0`,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

export const figureLabel = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

export const figureValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Groups a dt and its dd (valid in a dl) without breaking the grid. */
export const pair = style({ display: 'contents' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
