import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';
import * as record from '../../styles/record-list.css.ts';

const c = vars.color;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progress = record.detail;

export const list = record.list;

export const item = style([record.row, { gap: vars.space.sm }]);

export const who = style([record.who, { gap: vars.space.xxs }]);

export const name = record.title;

export const detail = style([record.detail, { overflowWrap: 'anywhere' }]);

/** The badge over its date, both left-aligned (on a narrow row they sit under the name). */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  color: c.text.secondary,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
