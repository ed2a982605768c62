import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const date = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs });
