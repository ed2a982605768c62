import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import * as segmented from '../private/segmented.css.ts';

const c = vars.color;

export const root = segmented.field;
export const label = segmented.fieldLabel;

export const list = style([segmented.group, { margin: 0, padding: 0, listStyle: 'none' }]);

/** The segmented buttons' look, on links: the current page's is the filled one. */
export const link = style([
  segmented.button,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': {
        background: c.brand.primary,
        borderColor: c.brand.primary,
        color: c.brand.onPrimary,
      },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&[aria-current="page"]': {
            background: 'Highlight',
            color: 'HighlightText',
            forcedColorAdjust: 'none',
          },
        },
      },
    },
  },
]);
