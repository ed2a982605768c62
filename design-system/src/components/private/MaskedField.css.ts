import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The masked value and its Modificar button in one row; the button wraps below at 320 px. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const value = style({ flex: '1 1 12rem', minWidth: 0 });
