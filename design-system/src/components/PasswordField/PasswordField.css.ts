import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The input and its show/hide button side by side; the button wraps under it when narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.xs,
});

/** The input takes what the button leaves (at least a phone's width for a long passphrase). */
export const input = style({ flex: '1 1 12rem', minWidth: 0 });
