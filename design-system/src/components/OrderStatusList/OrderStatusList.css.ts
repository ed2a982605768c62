import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

/** The row header: side and ticker over the share's name and the folio. */
export const order = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const orderHead = style({
  color: c.text.heading,
  fontWeight: vars.font.weight.semibold,
});

export const secondary = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

/** The badge, and under it the reason of a cancelled or rejected order. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const reason = style({
  maxWidth: '20ch',
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

/** Each instant on one line: a date split from its time reads as two values. */
export const dates = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** 'A mercado', 'Precio límite': one line each, a word apart reads as two values. */
export const nowrap = style({ whiteSpace: 'nowrap' });
