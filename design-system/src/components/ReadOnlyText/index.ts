export { ReadOnlyText, type ReadOnlyTextProps } from './ReadOnlyText.tsx';
