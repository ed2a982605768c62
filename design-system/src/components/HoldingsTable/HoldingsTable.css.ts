import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

// A signed figure keeps its arrow beside it in a narrow column.
globalStyle(`${root} :is(td, dd) [data-trend]`, { flexWrap: 'nowrap' });

/** The totals above the rows: the main one large, each currency's beside or under it. */
export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const totalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const mainTotal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: '1 0 100%',
});

export const totalLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const mainTotalValue = style({
  margin: 0,
  color: vars.color.text.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const otherTotals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
});

export const otherTotal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

export const otherTotalValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
