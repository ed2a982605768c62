import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

/** As many columns as fit at 12rem each: one on a phone and at 200 % zoom. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
});

/** A term and its value, kept together (a div is valid inside a dl). */
export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const term = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

export const value = style({
  margin: 0,
  color: c.text.primary,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A long value (an objective) takes the whole row. */
export const wide = style({ gridColumn: '1 / -1' });
