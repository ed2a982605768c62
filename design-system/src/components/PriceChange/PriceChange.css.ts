import { globalStyle, style } from '@vanilla-extract/css';

/** The change on one line: its sign, arrow and figure never wrap apart in a narrow column. */
export const root = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
});

// The figure gives the change its baseline (not the arrow, which has none): in a table row it
// lines up with the prices beside it, the arrow centred on it as before.
globalStyle(`${root} [data-trend] > :not(svg)`, { alignSelf: 'baseline' });
