// Public API of @inversiones/design-system. Importing it also brings the font, theme and reset.
import './styles/index.ts';

export { Button, type ButtonProps } from './components/Button/index.ts';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';
export { focusRing, nativeFocusRing } from './styles/focus.ts';
