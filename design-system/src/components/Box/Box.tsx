import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';
import { list } from '../private/list.css.ts';

export type BoxElement =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'main' | 'ul' | 'li';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'style'> & {
    /** The element: div (default) or a landmark/sectioning or list element. */
    as?: BoxElement;
    /** For components of the design system that compose Box with their own class. */
    className?: string;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

/** Splits props into the ones sprinkles understands (layout, space, surface) and the rest. */
export function splitSprinkleProps<P extends object>(
  props: P,
): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The layout primitive: an element whose spacing, flex, alignment, width and surface props are
 * atomic classes over the tokens, responsive at 768 px (`tablet`) and 990 px (`desktop`):
 * `<Box padding={{ mobile: 'md', tablet: 'lg' }}>`.
 */
export function Box({ as = 'div', className, ref, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkleProps(props);
  const classes = [sprinkles(atoms), as === 'ul' ? list : undefined, className]
    .filter(Boolean)
    .join(' ');
  // A list without bullets loses its semantics in Safari unless the role is explicit.
  const role = as === 'ul' ? (rest.role ?? 'list') : rest.role;
  // Every allowed element takes HTMLElement's attributes; typing them as one keeps JSX simple.
  const Element = as as 'div';
  return <Element {...rest} role={role} className={classes} ref={ref as Ref<HTMLDivElement>} />;
}
