import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Link as AriaLink,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './AppHeader.css.ts';
import { ItemMarks } from './ItemMarks.tsx';
import type { PortalMenuItem } from './menu.ts';

export interface MobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Already filtered items (visibleMenuItems). */
  items: readonly PortalMenuItem[];
  /** The current route, marked aria-current="page". */
  currentRoute?: string;
  /** Extra content under the menu (the executive's contact). */
  footer?: ReactNode;
}

function DrawerItems({
  items,
  currentRoute,
  close,
  nested,
}: {
  items: readonly PortalMenuItem[];
  currentRoute?: string;
  close: () => void;
  nested?: boolean;
}) {
  return (
    <ul className={nested ? s.drawerSubList : s.drawerList}>
      {items.map((item) => (
        <li key={item.id}>
          {item.items?.length ? (
            <>
              <span className={s.drawerGroupLabel}>
                {item.label}
                <ItemMarks item={item} />
              </span>
              <DrawerItems items={item.items} currentRoute={currentRoute} close={close} nested />
            </>
          ) : (
            <AriaLink
              href={item.route ?? undefined}
              className={s.drawerLink}
              aria-current={item.route === currentRoute ? 'page' : undefined}
              onPress={close}
            >
              {item.label}
              <ItemMarks item={item} />
            </AriaLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The main menu below 990 px: a modal dialog from the left with the menu tree, opened by the
 * header's 'Menú' button. Focus is trapped inside, Escape and the backdrop close it, and focus
 * returns to the button.
 */
export function MobileMenuDrawer({
  isOpen,
  onOpenChange,
  items,
  currentRoute,
  footer,
}: MobileMenuDrawerProps) {
  const m = messages.header;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={s.drawerOverlay}
    >
      <Modal className={s.drawer}>
        <Dialog className={s.drawerDialog}>
          {({ close }) => (
            <>
              <div className={s.drawerHeader}>
                <Heading slot="title" level={2} size="lg">
                  {m.menu}
                </Heading>
                <AriaButton slot="close" aria-label={m.closeMenu} className={s.drawerClose}>
                  <Icon name="close" size="lg" />
                </AriaButton>
              </div>
              <div className={s.drawerBody}>
                <nav aria-label={m.mainMenu}>
                  <DrawerItems items={items} currentRoute={currentRoute} close={close} />
                </nav>
                {footer ? <div className={s.drawerExecutive}>{footer}</div> : null}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
