// Everything a page needs before any component: the font, the default theme and the reset.
import '@inversiones/tokens/font';
import '@inversiones/tokens';
import './global.css.ts';

// Nothing else: every module imported here is loaded by every page (the package index exports
// sprinkles and the focus rings, so pages that do not use them do not load them).
