export { Box, type BoxElement, type BoxProps } from './Box.tsx';
