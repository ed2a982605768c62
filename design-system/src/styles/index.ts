// Everything a page needs before any component: the font, the default theme and the reset.
import '@inversiones/tokens/font';
import '@inversiones/tokens';
import './global.css.ts';

export { focusRing, nativeFocusRing } from './focus.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
