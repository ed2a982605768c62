import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/index.ts';
import { body, card, footer as footerClass, type CardVariants } from './Card.css.ts';

export interface CardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'title'
> {
  /**
   * The card's heading. A titled card is a `section` named by it (a region landmark), so it can
   * be found from a screen reader's list of landmarks.
   */
  title?: ReactNode;
  /** The title's level in the page outline (default 2). */
  titleLevel?: Exclude<HeadingLevel, 1>;
  /** The title's visual size (default lg). */
  titleSize?: HeadingSize;
  /** default (surface.raised), brandSubtle (a quiet navy tint) or sunken (grouped, secondary). */
  tone?: CardVariants['tone'];
  /** Inner space: sm, md (default) or lg. */
  padding?: CardVariants['padding'];
  /** Actions or notes under a hairline (for example "Ver detalle"). */
  footer?: ReactNode;
  /**
   * article for a self-contained item (a notification, a document); otherwise a titled card is a
   * `section` and an untitled one a `div`. For a list of cards, put each in `<Box as="li">`.
   */
  as?: 'article';
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A surface that groups related content: a 1-px border, 8-px corners and no heavy shadow. */
export function Card({
  title,
  titleLevel = 2,
  titleSize = 'lg',
  tone,
  padding,
  footer,
  as,
  children,
  ref,
  ...props
}: CardProps) {
  const titleId = `${useId()}-title`;
  const titled = title !== undefined && title !== null && title !== '';
  // A titled card is a section (or an article) labelled by its heading.
  const Element = (as ?? (titled ? 'section' : 'div')) as 'div';
  return (
    <Element
      {...props}
      ref={ref as Ref<HTMLDivElement>}
      aria-labelledby={titled ? (props['aria-labelledby'] ?? titleId) : props['aria-labelledby']}
      className={card({ tone, padding })}
    >
      {titled ? (
        <Heading level={titleLevel} size={titleSize} id={titleId}>
          {title}
        </Heading>
      ) : null}
      <div className={body}>{children}</div>
      {footer ? <div className={footerClass}>{footer}</div> : null}
    </Element>
  );
}
