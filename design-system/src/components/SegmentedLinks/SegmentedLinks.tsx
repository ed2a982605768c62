import { useId } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as s from './SegmentedLinks.css.ts';

export interface SegmentedLink {
  id: string;
  /** What the link shows and is named by. */
  label: string;
  /** Where it goes: each option is a page of its own (a fund's series). */
  href: string;
}

export interface SegmentedLinksProps {
  /** The visible name of the choice, which also names the navigation ('Serie'). */
  label: string;
  items: readonly SegmentedLink[];
  /** The option of the page shown: marked as the current page. */
  currentId: string;
}

/**
 * A row of links to the variants of one page (a fund's series), the current one filled: one tap
 * or Enter to change, a real link to share or open apart, and the browser's back undoes it.
 */
export function SegmentedLinks({ label, items, currentId }: SegmentedLinksProps) {
  const labelId = useId();
  return (
    <nav className={s.root} aria-labelledby={labelId}>
      <span id={labelId} className={s.label}>
        {label}
      </span>
      <ul className={s.list}>
        {items.map((item) => (
          <li key={item.id}>
            <AriaLink
              href={item.href}
              className={s.link}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {item.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
