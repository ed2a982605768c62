import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading as AriaHeading,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import {
  chevron,
  disclosure,
  heading,
  panel,
  quiet,
  quietTrigger,
  trigger,
} from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<
  AriaDisclosureProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The text of the heading button that expands the panel. */
  title: ReactNode;
  /** The heading level of the title in the outline (default 3). */
  titleLevel?: 2 | 3 | 4 | 5 | 6;
  /** Without the hairlines above and below (inside alerts and cards). */
  isQuiet?: boolean;
  children: ReactNode;
}

/**
 * A heading button that shows and hides a panel (React Aria Disclosure): Enter or Space toggles,
 * aria-expanded says the state.
 */
export function Disclosure({
  title,
  titleLevel = 3,
  isQuiet,
  children,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={isQuiet ? quiet : disclosure}>
      <AriaHeading level={titleLevel} className={heading}>
        <AriaButton slot="trigger" className={isQuiet ? `${trigger} ${quietTrigger}` : trigger}>
          <span>{title}</span>
          <span className={chevron}>
            <Icon name="chevronDown" size="md" />
          </span>
        </AriaButton>
      </AriaHeading>
      <DisclosurePanel className={panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
