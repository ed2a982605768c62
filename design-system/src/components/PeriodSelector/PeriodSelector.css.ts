import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import * as segmented from '../private/segmented.css.ts';

export const root = segmented.field;
export const label = segmented.fieldLabel;

/** The two dates and Consultar: stacked on phones, in a row from 768 px. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 14rem) auto' },
  },
});

/** Lines Consultar up with the date boxes, below their labels. */
export const apply = style({
  '@media': {
    [media.tablet]: { paddingTop: `calc(${vars.font.size.md} * 1.5 + ${vars.space.xxs})` },
  },
});
