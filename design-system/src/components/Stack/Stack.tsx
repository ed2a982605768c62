import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { layoutSprinkles, type LayoutSprinkles } from '../../styles/layout-sprinkles.css.ts';
import { list } from '../private/list.css.ts';
import type { BoxElement } from '../Box/index.ts';
import { stack } from './Stack.css.ts';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The element: div (default) or a landmark/sectioning or list element. */
  as?: BoxElement;
  /** column (default) or row; responsive: `{ mobile: 'column', tablet: 'row' }`. */
  direction?: LayoutSprinkles['flexDirection'];
  /** Space between children, from the space scale (default md, 16 px); responsive. */
  gap?: LayoutSprinkles['gap'];
  /** Cross-axis alignment (align-items); responsive. */
  align?: LayoutSprinkles['alignItems'];
  /** Main-axis distribution (justify-content); responsive. */
  justify?: LayoutSprinkles['justifyContent'];
  /** Lets children wrap onto new lines (rows of chips, buttons). */
  wrap?: boolean;
  /** For components of the design system that compose Stack with their own class. */
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * One-dimensional layout: children in a column or a row with a gap from the space scale. Only
 * flex atoms, so light pages (the login) do not load every spacing class: wrap it in a `Box`
 * for padding, margins or a surface.
 */
export function Stack({
  as = 'div',
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap,
  className,
  ref,
  ...rest
}: StackProps) {
  const classes = [
    layoutSprinkles({
      display: 'flex',
      flexDirection: direction,
      gap,
      alignItems: align,
      justifyContent: justify,
      flexWrap: wrap ? 'wrap' : undefined,
    }),
    stack,
    as === 'ul' ? list : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  // A list without bullets loses its semantics in Safari unless the role is explicit.
  const role = as === 'ul' ? (rest.role ?? 'list') : rest.role;
  const Element = as as 'div';
  return <Element {...rest} role={role} className={classes} ref={ref as Ref<HTMLDivElement>} />;
}
