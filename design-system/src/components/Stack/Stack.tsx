import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import { stack } from './Stack.css.ts';

type LayoutKeys =
  'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent' | 'flexWrap';

export interface StackProps extends Omit<BoxProps, LayoutKeys> {
  /** column (default) or row; responsive: `{ mobile: 'column', tablet: 'row' }`. */
  direction?: Sprinkles['flexDirection'];
  /** Space between children, from the space scale (default md, 16 px); responsive. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (align-items); responsive. */
  align?: Sprinkles['alignItems'];
  /** Main-axis distribution (justify-content); responsive. */
  justify?: Sprinkles['justifyContent'];
  /** Lets children wrap onto new lines (rows of chips, buttons). */
  wrap?: boolean;
}

/** One-dimensional layout: children in a column or a row with a gap from the space scale. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap,
  className,
  ...props
}: StackProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : undefined}
      className={className ? `${stack} ${className}` : stack}
    />
  );
}
