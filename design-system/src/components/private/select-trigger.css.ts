import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** The trigger: the shared control box, as a left-aligned button with a chevron at the end. */
export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
    '&[data-loading]': { cursor: 'progress' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-placeholder]': { color: c.text.muted },
    '[data-disabled] > &': { color: c.text.disabled },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: c.text.secondary,
  selectors: {
    '[data-disabled] > &': { color: c.text.disabled },
    // Read-only cannot open: no chevron promising a list.
    '[data-readonly] > &': { display: 'none' },
  },
  '@media': { [media.forcedColors]: { color: 'ButtonText' } },
});
