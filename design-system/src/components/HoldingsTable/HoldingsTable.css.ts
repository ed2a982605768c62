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
