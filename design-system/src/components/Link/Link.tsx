import type { ReactNode } from 'react';
import {
  Link as AriaLink,
  VisuallyHidden,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import { button } from '../private/button.css.ts';
import { externalIcon, link, type LinkVariants } from './Link.css.ts';

export interface LinkProps extends Omit<
  AriaLinkProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** inline (default: inside a sentence, always underlined) or standalone (on its own line). */
  variant?: LinkVariants['variant'];
  /** default, or inverse for the navy header and other `surface.inverse` areas. */
  tone?: LinkVariants['tone'];
  /**
   * Opens in a new tab: adds target="_blank" and rel="noopener noreferrer", a decorative icon and
   * a visually hidden "(se abre en una nueva pestaña)" that screen readers announce.
   */
  isExternal?: boolean;
  /**
   * A call to action that navigates ('Invertir'): the link wears the Button of that variant, and
   * stays a link for assistive technology and the browser (open in a new tab, history).
   */
  buttonVariant?: 'primary' | 'secondary';
  children: ReactNode;
}

/** The firm's link: a React Aria link, so press, keyboard, focus ring and disabled behave alike. */
export function Link({ variant, tone, isExternal, buttonVariant, children, ...props }: LinkProps) {
  const external = isExternal ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
  return (
    <AriaLink
      {...props}
      {...external}
      className={
        buttonVariant ? button({ variant: buttonVariant, size: 'md' }) : link({ variant, tone })
      }
    >
      {children}
      {isExternal ? (
        <>
          {/* A real space: it separates the announced suffix from the name in every browser. */}{' '}
          <span className={externalIcon}>
            <Icon name="externalLink" size="sm" />
          </span>
          <VisuallyHidden elementType="span">{messages.link.opensInNewTab}</VisuallyHidden>
        </>
      ) : null}
    </AriaLink>
  );
}
