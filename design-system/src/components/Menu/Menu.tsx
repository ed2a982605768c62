import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  SubmenuTrigger,
  VisuallyHidden,
  type Key,
  type PopoverProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import {
  chevron,
  item as itemClass,
  itemLabel,
  labelTabletUp,
  menu as menuClass,
  popover,
  sectionHeader,
  separator as separatorClass,
  trigger,
  type TriggerVariants,
} from './Menu.css.ts';

/** One entry: a link (href), an action (onAction) or a submenu (items). */
export interface MenuEntry {
  type?: 'item';
  id: string;
  label: string;
  /** A route or URL: the entry is a link (a router's RouterProvider handles same-origin). */
  href?: string;
  /** Opens in a new tab (with rel=noopener). */
  target?: '_blank';
  /** Runs when the entry is chosen (besides the menu's own onAction). */
  onAction?: () => void;
  icon?: IconName;
  /** Shown after the label, e.g. <NewBadge />. */
  badge?: ReactNode;
  /** Destructive or exit entries (Cerrar Sesión). */
  isDanger?: boolean;
  isDisabled?: boolean;
  /** A nested submenu. */
  items?: readonly MenuNode[];
}

export interface MenuSectionNode {
  type: 'section';
  id: string;
  /** A visible heading that also names the group. */
  title?: string;
  /** Names the group when there is no title. */
  'aria-label'?: string;
  items: readonly MenuEntry[];
}

export interface MenuSeparatorNode {
  type: 'separator';
  id: string;
}

export type MenuNode = MenuEntry | MenuSectionNode | MenuSeparatorNode;

function renderEntry(entry: MenuEntry, onAction?: (id: string) => void): ReactNode {
  const content = (
    <>
      {entry.icon ? <Icon name={entry.icon} size="md" /> : null}
      <span className={itemLabel}>{entry.label}</span>
      {entry.badge}
      {entry.items?.length ? <Icon name="chevronRight" size="sm" /> : null}
    </>
  );
  const menuItem = (
    <AriaMenuItem
      key={entry.id}
      id={entry.id}
      textValue={entry.label}
      href={entry.href}
      target={entry.target}
      rel={entry.target === '_blank' ? 'noopener noreferrer' : undefined}
      onAction={entry.onAction}
      isDisabled={entry.isDisabled}
      data-danger={entry.isDanger || undefined}
      className={itemClass}
    >
      {content}
    </AriaMenuItem>
  );
  if (!entry.items?.length) return menuItem;
  return (
    <SubmenuTrigger key={entry.id}>
      {menuItem}
      <Popover className={popover} offset={-4} crossOffset={-4}>
        <MenuList items={entry.items} aria-label={entry.label} onAction={onAction} />
      </Popover>
    </SubmenuTrigger>
  );
}

export interface MenuListProps {
  items: readonly MenuNode[];
  'aria-label'?: string;
  /** Called with the chosen entry's id. */
  onAction?: (id: string) => void;
}

/** The list of a menu (React Aria Menu): arrows, Home/End, type-ahead, Enter and Escape. */
export function MenuList({ items, onAction, ...props }: MenuListProps) {
  return (
    <AriaMenu
      aria-label={props['aria-label']}
      className={menuClass}
      onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}
    >
      {items.map((node) => {
        if (node.type === 'separator')
          return <Separator key={node.id} className={separatorClass} />;
        if (node.type === 'section')
          return (
            <AriaMenuSection
              key={node.id}
              id={node.id}
              aria-label={node.title ? undefined : node['aria-label']}
            >
              {node.title ? <Header className={sectionHeader}>{node.title}</Header> : null}
              {node.items.map((entry) => renderEntry(entry, onAction))}
            </AriaMenuSection>
          );
        return renderEntry(node, onAction);
      })}
    </AriaMenu>
  );
}

export interface MenuButtonProps extends MenuListProps {
  /** The visible label of the trigger; omit it for an icon-only trigger (then give triggerLabel). */
  label?: ReactNode;
  /**
   * What the menu is ('Menú de perfil'): names the menu and is added to the trigger's name as
   * visually hidden text after the visible label (so the visible text stays part of the name),
   * or is the trigger's whole name when there is no label.
   */
  triggerLabel?: string;
  /** An icon before the label. */
  icon?: IconName;
  /** Below 768 px show only the icon; the label stays the accessible name. */
  compactOnMobile?: boolean;
  /** default (bordered, on light surfaces) or inverse (on the navy header). */
  tone?: TriggerVariants['tone'];
  /** Where the menu opens (default bottom end). */
  placement?: PopoverProps['placement'];
  /** The menu holds the current page (a main-menu group): aria-current and a visible mark. */
  isCurrent?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A button that opens a menu (React Aria MenuTrigger): Enter, Space or ArrowDown open it. */
export function MenuButton({
  label,
  triggerLabel,
  icon,
  compactOnMobile,
  tone,
  placement = 'bottom end',
  isCurrent,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...listProps
}: MenuButtonProps) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AriaButton
        aria-label={label ? undefined : triggerLabel}
        aria-current={isCurrent ? 'true' : undefined}
        className={trigger({ tone })}
        data-compact={compactOnMobile || undefined}
      >
        {icon ? <Icon name={icon} /> : null}
        {compactOnMobile ? <span className={labelTabletUp}>{label}</span> : label}
        {label && triggerLabel ? (
          <VisuallyHidden elementType="span">{`, ${triggerLabel}`}</VisuallyHidden>
        ) : null}
        <span className={chevron} aria-hidden="true">
          <Icon name="chevronDown" size="sm" />
        </span>
      </AriaButton>
      <Popover className={popover} placement={placement}>
        <MenuList
          {...listProps}
          aria-label={
            listProps['aria-label'] ??
            triggerLabel ??
            (typeof label === 'string' ? label : undefined)
          }
        />
      </Popover>
    </MenuTrigger>
  );
}
