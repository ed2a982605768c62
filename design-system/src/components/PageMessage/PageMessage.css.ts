import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const pageMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.xl,
  boxSizing: 'border-box',
});
