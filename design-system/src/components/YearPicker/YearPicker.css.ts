import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** The select between the previous and next buttons, the buttons level with the control's top. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** Takes the room between the buttons and shrinks on a phone; the buttons keep their size. */
export const select = style({
  flex: '0 1 22rem',
  minWidth: 0,
});
