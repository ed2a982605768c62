import type { StyleRule } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/** The visible keyboard focus ring for React Aria components (data-focus-visible). */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid Highlight` },
      },
    },
  },
};

/** The same ring for native elements, which expose :focus-visible rather than data attributes. */
export const nativeFocusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&:focus-visible': { outline: `${vars.borderWidth.focus} solid Highlight` } },
    },
  },
};
