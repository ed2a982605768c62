import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The options of a group: stacked, or side by side wrapping on narrow screens. */
export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
  horizontal: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
  },
});
