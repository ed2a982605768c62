import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';
import * as record from '../../styles/record-list.css.ts';

const c = vars.color;

export const list = record.list;

export const item = style([record.row, { gap: vars.space.md }]);

export const who = style([record.who, { gap: vars.space.xs }]);

export const name = record.title;

export const rut = record.detail;

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
});

export const skeletonRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${c.border.subtle}` } },
});
