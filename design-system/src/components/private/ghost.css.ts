import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/**
 * A loading stand-in text drawn as a skeleton bar per line, its letters invisible: a stand-in of
 * the loaded text's length wraps as the loaded text will, so nothing moves when it comes.
 */
export const ghost = style({
  color: 'transparent',
  backgroundColor: vars.color.surface.sunken,
  borderRadius: vars.radius.sm,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  userSelect: 'none',
  '@media': {
    // Forced colours would paint the letters: keep them the page's colour, the bar outlined.
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      color: 'Canvas',
      backgroundColor: 'Canvas',
      outline: `${vars.borderWidth.thin} solid GrayText`,
    },
  },
});
