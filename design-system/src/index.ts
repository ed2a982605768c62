// Public API of @inversiones/design-system. Importing it also brings the font, theme and reset.
import './styles/index.ts';

export { Button, type ButtonProps } from './components/Button/index.ts';
export { Link, type LinkProps } from './components/Link/index.ts';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './components/Heading/index.ts';
export { Text, type TextElement, type TextProps, type TextTone } from './components/Text/index.ts';
export { Box, type BoxElement, type BoxProps } from './components/Box/index.ts';
export { Stack, type StackProps } from './components/Stack/index.ts';
export { Card, type CardProps } from './components/Card/index.ts';
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon/index.ts';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';
export { focusRing, nativeFocusRing } from './styles/focus.ts';
