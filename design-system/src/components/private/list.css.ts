import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A list used as a layout (cards, links): no bullets and no browser spacing. Zero specificity
 * (`:where`), so the sprinkle classes always win whatever the order of the style sheets.
 */
export const list = style({});

globalStyle(`:where(${list})`, {
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
