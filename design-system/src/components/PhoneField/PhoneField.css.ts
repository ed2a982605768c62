import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';
import { error } from '../Field/Field.css.ts';

/** Prefix and number side by side; at 320 px both still fit (the prefix is narrow). */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const prefix = style({ flex: '0 0 7.5rem', minWidth: 0 });

// The group shows one error for both parts; the prefix keeps it only as its description.
globalStyle(`${prefix} ${error}`, { display: 'none' });

export const number = style({ flex: '1 1 8rem', minWidth: 0, display: 'flex' });
