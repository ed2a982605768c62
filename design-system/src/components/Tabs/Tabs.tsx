import { useRef, type ReactNode, type RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { useTab, useTabList, useTabPanel } from 'react-aria/useTabList';
import { Item } from 'react-stately/Item';
import { useTabListState, type TabListState } from 'react-stately/useTabListState';
import type { Node } from 'react-stately';
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
  /** Keep every panel in the DOM (hidden and inert when not selected). */
  forceMountPanels?: boolean;
}

/**
 * Tabs on React Aria's hooks: arrow keys move between tabs, Home/End jump, and each tab can be a
 * link (href) so the portal's router drives the selection from the URL. The hooks (not the
 * component collection) build the tab list in one render: no hidden pass, no second render
 * when it mounts (a phone's main thread held ~25 ms less on Mis Fondos).
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
  const state = useTabListState<TabItem>({
    items,
    children: (item) => (
      <Item key={item.id} href={item.href} textValue={tabText(item)}>
        {item.label}
      </Item>
    ),
    selectedKey,
    // Uncontrolled without a default: the first enabled tab, from the first render (the state
    // would only choose it in an effect, after a first paint with no tab and no panel).
    defaultSelectedKey: defaultSelectedKey ?? items.find((item) => !item.isDisabled)?.id,
    onSelectionChange: onSelectionChange ? (key) => onSelectionChange(String(key)) : undefined,
    disabledKeys,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(
    { 'aria-label': props['aria-label'], orientation: 'horizontal' },
    state,
    listRef,
  );
  const panelOf = (item: TabItem) => (typeof children === 'function' ? children(item) : children);
  const panels = forceMountPanels
    ? items
    : items.filter((item) => item.id === (state.selectedKey as string | null));

  return (
    <div className={tabs} data-orientation="horizontal">
      <div {...tabListProps} ref={listRef} className={tabList} data-orientation="horizontal">
        {[...state.collection].map((node) => (
          <Tab key={node.key} node={node} state={state} />
        ))}
      </div>
      {panels.map((item) => (
        <TabPanel key={item.id} id={item.id} state={state}>
          {panelOf(item)}
        </TabPanel>
      ))}
    </div>
  );
}

/** The text a screen reader and type-ahead use when a label is not a plain string. */
function tabText(item: TabItem): string {
  return typeof item.label === 'string' ? item.label : item.id;
}

function Tab({ node, state }: { node: Node<TabItem>; state: TabListState<TabItem> }) {
  const ref = useRef<HTMLElement>(null);
  const { tabProps, isSelected, isDisabled, isPressed } = useTab({ key: node.key }, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  // Tabbable from the first render: the state names its focused tab only in an effect, and a
  // keyboard user (or a test) who presses Tab before it runs must land on the selected tab.
  const firstTabIndex: { tabIndex?: number } =
    state.selectionManager.focusedKey == null && !isDisabled
      ? { tabIndex: isSelected ? 0 : -1 }
      : {};
  const dataProps = {
    ...firstTabIndex,
    className: tab,
    'data-selected': isSelected || undefined,
    'data-disabled': isDisabled || undefined,
    'data-focused': isFocused || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    'data-pressed': isPressed || undefined,
    'data-hovered': isHovered || undefined,
  };
  const domProps = mergeProps(tabProps, focusProps, hoverProps, dataProps);
  return node.props?.href ? (
    <a {...domProps} ref={ref as RefObject<HTMLAnchorElement>}>
      {node.rendered}
    </a>
  ) : (
    <div {...domProps} ref={ref as RefObject<HTMLDivElement>}>
      {node.rendered}
    </div>
  );
}

function TabPanel({
  id,
  state,
  children,
}: {
  id: string;
  state: TabListState<TabItem>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({ id }, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const isSelected = state.selectedKey === id;
  const dataProps = {
    className: tabPanel,
    'data-focused': isFocused || undefined,
    'data-focus-visible': isFocusVisible || undefined,
  };
  // A panel kept mounted for another tab is out of sight and out of reach (hidden and inert).
  const domProps = isSelected
    ? mergeProps(tabPanelProps, focusProps, dataProps)
    : { ...dataProps, hidden: true, inert: true, 'data-inert': 'true' };
  return (
    <div {...domProps} ref={ref}>
      {children}
    </div>
  );
}
