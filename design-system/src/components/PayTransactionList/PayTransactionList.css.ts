import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Title and the 'Estado' filter on one row from 768 px; the filter under the title below. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

/** Wide enough for 'Pendiente de liquidación por Tesorería' without truncating it. */
export const filter = style({
  width: '100%',
  '@media': { [media.tablet]: { width: 'min(100%, 22rem)' } },
});

export const date = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The purpose, and under it the 'Recién pagada' mark of the transaction just paid. */
export const purpose = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
