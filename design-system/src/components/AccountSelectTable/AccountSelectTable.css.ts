import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.contentMax,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const rut = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
