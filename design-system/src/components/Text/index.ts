export { Text, type TextElement, type TextProps, type TextTone } from './Text.tsx';
