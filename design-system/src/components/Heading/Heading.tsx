import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import { heading, type HeadingVariants } from './Heading.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = NonNullable<HeadingVariants['size']>;

/** The visual size each level gets when `size` is not given. */
const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export interface HeadingProps extends Omit<
  HTMLAttributes<HTMLHeadingElement>,
  'className' | 'style' | 'children'
> {
  /** The level in the document outline (h1..h6): choose it by structure, never by looks. */
  level: HeadingLevel;
  /** The visual size on the type scale, when it should differ from the level's default. */
  size?: HeadingSize;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A section heading. Built on React Aria's Heading, so inside a Dialog or a Disclosure it picks up
 * the id that labels them.
 */
export function Heading({ level, size, children, ...props }: HeadingProps) {
  return (
    <AriaHeading {...props} level={level} className={heading({ size: size ?? defaultSize[level] })}>
      {children}
    </AriaHeading>
  );
}
