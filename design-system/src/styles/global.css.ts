import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

// A small reset: predictable box model and the firm's type on every surface.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
// No animation or transition at all under prefers-reduced-motion, whatever a component declares.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // csstype knows no `!important`; the value is what the browser must receive.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

// A page's heading focused on arrival (usePageChange) is where reading starts, not a control.
globalStyle('[data-page-heading]:focus', { outline: 'none' });
