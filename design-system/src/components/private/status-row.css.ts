import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The stories' and compositions' row of every status. */
export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
