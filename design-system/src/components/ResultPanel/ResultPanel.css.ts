import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.mobileOnly]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
