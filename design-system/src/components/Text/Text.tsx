import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { text, type TextVariants } from './Text.css.ts';

export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'small';
export type TextTone = NonNullable<TextVariants['tone']>;

export interface TextProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The element: p (default), span, div, strong (importance) or small (side comments). */
  as?: TextElement;
  /**
   * primary, secondary, muted, inverse (on surface.inverse), info/warning/error/success (feedback
   * text), gain/loss (amounts: always also signed or labelled, never colour alone). Inherited
   * when omitted.
   */
  tone?: TextTone;
  /** xs 12 px, sm 14 px, md 16 px, lg 18 px; inherited when omitted. */
  size?: TextVariants['size'];
  weight?: TextVariants['weight'];
  align?: TextVariants['align'];
  /** Tabular figures for amounts, dates and ruts ($1.234.567, 01/03/2025, 12.345.678-5). */
  numeric?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Body text on the type scale, with the firm's text tones. */
export function Text({ as = 'p', tone, size, weight, align, numeric, ...props }: TextProps) {
  // The allowed elements share HTMLElement's attributes; typing them as one keeps JSX simple.
  const Element = as as 'span';
  return <Element {...props} className={text({ tone, size, weight, align, numeric })} />;
}
