import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';
import * as record from '../../styles/record-list.css.ts';

const c = vars.color;

export const list = record.list;

export const item = style([record.row, { gap: vars.space.md }]);

export const who = style([record.who, { gap: vars.space.xxs }]);

export const device = record.title;

export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
});

export const time = style({ display: 'flex', gap: vars.space.xxs, margin: 0 });
export const term = style({ margin: 0 });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
