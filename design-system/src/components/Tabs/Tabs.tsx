import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css.ts';

export interface TabItem {
  /** The key: compared with `selectedKey` (use the route segment, e.g. 'misFondos'). */
  id: string;
  label: ReactNode;
  /**
   * A route: the tab becomes a link, so a router (React Aria's RouterProvider) navigates and the
   * URL drives `selectedKey`.
   */
  href?: string;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers (e.g. 'Fondos mutuos'). */
  'aria-label': string;
  /** Controlled: the selected tab's id (for routed tabs, derived from the URL). */
  selectedKey?: string;
  /** Uncontrolled: the tab selected at first. */
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  /**
   * Content of the selected tab (for routed tabs, the route's outlet), or a function of the
   * selected item for local tabs.
   */
  children?: ReactNode | ((item: TabItem) => ReactNode);
  /** Keep every panel in the DOM (hidden when not selected). */
  forceMountPanels?: boolean;
}

/**
 * Tabs on React Aria: arrow keys move between tabs, Home/End jump, and each tab can be a link
 * (href) so the portal's router drives the selection from the URL.
 */
export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  children,
  forceMountPanels,
  ...props
}: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      className={tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={
        onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined
      }
      disabledKeys={disabledKeys}
    >
      <AriaTabList aria-label={props['aria-label']} className={tabList} items={items}>
        {(item) => (
          <AriaTab id={item.id} href={item.href} className={tab}>
            {item.label}
          </AriaTab>
        )}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel
          key={item.id}
          id={item.id}
          className={tabPanel}
          shouldForceMount={forceMountPanels}
        >
          {typeof children === 'function' ? children(item) : children}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
