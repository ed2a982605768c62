import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** Half the row less the gap: with it as a floor no more than two columns fit. */
const half = `calc((100% - ${vars.space.lg}) / 2)`;

/**
 * Two columns when two 18rem fields fit, otherwise one: one on a phone and at 200 % zoom. Never
 * three, since a form read across three columns loses its order.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(max(min(100%, 18rem), ${half}), 1fr))`,
  gap: `${vars.space.md} ${vars.space.lg}`,
  // A field with an error line grows alone; its neighbour keeps its height.
  alignItems: 'start',
});

/** Lets a long value or label wrap instead of widening its column. */
export const item = style({ minWidth: 0 });

/** An address, a checkbox or a group of radios takes the whole row. */
export const full = style({ gridColumn: '1 / -1' });
