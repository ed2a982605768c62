import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { color, highContrastColor } from './tokens.ts';
import { themeValues } from './theme-values.ts';
import { vars } from './vars.css.ts';

/** The default theme, applied to the whole document. */
createGlobalTheme(':root', vars, themeValues(color));

/** The high-contrast theme: put this class on <html> (or any subtree) to switch. */
export const highContrastTheme = createTheme(vars, themeValues(highContrastColor));

// No motion at all for people who ask the system for less.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});
