import { useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import { useFittingCount } from '../../hooks/use-fitting-count.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import * as messages from '../../messages.ts';
import { CountBadge, ProfileBadge, type InvestorProfile } from '../Badge/index.ts';
import { BrandLogo } from '../BrandLogo/index.ts';
import { Icon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { MenuButton, type MenuNode } from '../Menu/index.ts';
import * as s from './AppHeader.css.ts';
import { ItemMarks } from './ItemMarks.tsx';
import {
  barItemsKey,
  holdsRoute,
  splitBarItems,
  toMenuEntries,
  visibleMenuItems,
  type PortalMenuItem,
} from './menu.ts';
import { MobileMenuDrawer } from './MobileMenuDrawer.tsx';

export interface HeaderExecutive {
  name: string;
  email?: string;
}

export interface AppHeaderProps {
  /** The client's full name. */
  clientName: string;
  /** The investor profile (from PerfilId: see investorProfileFromId). */
  profile?: InvestorProfile;
  /**
   * For a mandatary acting for a company, the role in which they act (e.g. 'Apoderado,
   * Supervisor'): the header then says for whom the user acts (clientName is the company).
   */
  actingAs?: string;
  /** The assigned executive with contact. */
  executive?: HeaderExecutive;
  /** Show the executive under the client's name (off when a banner below already shows them). */
  showExecutive?: boolean;
  /** The server-driven menu; only items with show === 1 are rendered. */
  menu: readonly PortalMenuItem[];
  /** The current route: its menu link gets aria-current="page". */
  currentRoute?: string;
  /** The profile menu's entries (links and actions such as Cerrar Sesión). */
  profileMenu: readonly MenuNode[];
  /** Called with the id of a profile menu entry (e.g. 'cerrarSesion'). */
  onProfileAction?: (id: string) => void;
  /** Unread notifications (notificationCount). */
  notificationCount?: number;
  /** Whether the notification panel is open (the bell's aria-expanded). */
  isNotificationsOpen?: boolean;
  /** The bell was pressed: toggle the panel. */
  onNotificationsToggle?: () => void;
  /** The id of the panel, for the bell's aria-controls. */
  notificationPanelId?: string;
  /** The NotificationPanel, placed under the bell. */
  notificationPanel?: ReactNode;
  /** The home link (default '/'). */
  homeHref?: string;
  /** The firm's name beside its mark (default 'Inversiones'). */
  brandName?: string;
  /** The mobile drawer open at first (stories). */
  defaultMobileMenuOpen?: boolean;
}

/**
 * The authenticated header on navy: brand, client name and profile, executive, notification
 * bell, profile menu and the server-driven main menu (a menu bar from 990 px, a drawer below).
 */
export function AppHeader({
  clientName,
  profile,
  actingAs,
  executive,
  showExecutive = true,
  menu,
  currentRoute,
  profileMenu,
  onProfileAction,
  notificationCount = 0,
  isNotificationsOpen = false,
  onNotificationsToggle,
  notificationPanelId,
  notificationPanel,
  homeHref = '/',
  brandName = 'Inversiones',
  defaultMobileMenuOpen = false,
}: AppHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(defaultMobileMenuOpen);
  const m = messages.header;
  const items = visibleMenuItems(menu);
  const barList = useRef<HTMLUListElement>(null);
  // The bar keeps one row: what does not fit its measured width goes under 'Más'.
  // Below the desktop breakpoint the bar is hidden (the drawer has the menu): its links and menus
  // are neither rendered nor measured there, a phone's first render is that much lighter.
  const barShown = useMediaQuery(s.menuBarMedia);
  const fit = useFittingCount(barList, barItemsKey(items), items.length, barShown);
  const bar = splitBarItems(items, fit.count);
  const executiveContact = executive ? (
    <>
      {m.executive}: {executive.name}
      {executive.email ? (
        <>
          {' · '}
          <Link tone="inverse" href={`mailto:${executive.email}`}>
            {executive.email}
          </Link>
        </>
      ) : null}
    </>
  ) : null;

  return (
    <header className={s.header}>
      <div className={s.topRow}>
        <AriaButton
          className={`${s.iconButton} ${s.menuToggle}`}
          aria-expanded={drawerOpen}
          onPress={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size="lg" />
          <span>{m.menu}</span>
        </AriaButton>
        <AriaLink href={homeHref} className={s.brand} aria-label={`${brandName}, ${m.home}`}>
          <BrandLogo tone="inverse" variant="responsive" label={brandName} isDecorative />
        </AriaLink>

        <div className={s.client}>
          <p className={s.clientLine}>
            <VisuallyHidden elementType="span">{m.client}: </VisuallyHidden>
            {clientName}
            {profile ? <ProfileBadge profile={profile} size="sm" /> : null}
          </p>
          {actingAs ? <p className={s.executiveLine}>{m.actingAs(actingAs)}</p> : null}
          {executive && showExecutive ? (
            <p className={s.executiveLine}>{executiveContact}</p>
          ) : null}
        </div>

        <div className={s.actions}>
          <AriaButton
            className={s.iconButton}
            aria-expanded={onNotificationsToggle ? isNotificationsOpen : undefined}
            aria-controls={isNotificationsOpen ? notificationPanelId : undefined}
            onPress={onNotificationsToggle}
          >
            <Icon name="bell" size="lg" />
            <VisuallyHidden elementType="span">
              {notificationCount > 0
                ? `${m.notifications}, ${messages.badge.unreadNotifications(notificationCount)}`
                : m.notifications}
            </VisuallyHidden>
            {notificationCount > 0 ? (
              <span className={s.bellCount}>
                <CountBadge count={notificationCount} label="" />
              </span>
            ) : null}
          </AriaButton>
          <MenuButton
            tone="inverse"
            icon="user"
            label={m.profileMenuShort}
            compactOnMobile
            items={profileMenu}
            onAction={onProfileAction}
          />
        </div>

        {notificationPanel ? <div className={s.panelAnchor}>{notificationPanel}</div> : null}
      </div>

      <div className={s.mobileClient}>
        <span>
          <VisuallyHidden elementType="span">{m.client}: </VisuallyHidden>
          {clientName}
          {actingAs ? <span className={s.mobileRole}>{m.actingAs(actingAs)}</span> : null}
        </span>
        {profile ? <ProfileBadge profile={profile} size="sm" /> : null}
      </div>

      <nav className={s.menuBar} aria-label={m.mainMenu}>
        <ul ref={barList} className={s.menuBarList}>
          {(barShown ? bar.shown : []).map((item) => (
            <li key={item.id}>
              {item.items?.length ? (
                <MenuButton
                  tone="inverse"
                  isCurrent={holdsRoute(item, currentRoute)}
                  placement="bottom start"
                  label={
                    <>
                      {item.label}
                      <ItemMarks item={item} />
                    </>
                  }
                  aria-label={item.label}
                  items={toMenuEntries(item.items, (child) => (
                    <ItemMarks item={child} />
                  ))}
                />
              ) : (
                <AriaLink
                  href={item.route ?? undefined}
                  className={s.menuBarLink}
                  aria-current={item.route === currentRoute ? 'page' : undefined}
                >
                  {item.label}
                  <ItemMarks item={item} />
                </AriaLink>
              )}
            </li>
          ))}
          {bar.more.length || fit.isMeasuring ? (
            // Measured once per menu with every item beside it, before paint.
            <li data-more="">
              <MenuButton
                tone="inverse"
                placement="bottom end"
                isCurrent={bar.more.some((item) => holdsRoute(item, currentRoute))}
                label={m.more}
                items={toMenuEntries(bar.more, (item) => (
                  <ItemMarks item={item} />
                ))}
              />
            </li>
          ) : null}
        </ul>
      </nav>

      <MobileMenuDrawer
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        items={items}
        currentRoute={currentRoute}
        footer={
          executive ? (
            <>
              {m.executive}: {executive.name}
              {executive.email ? (
                <>
                  <br />
                  <Link href={`mailto:${executive.email}`}>{executive.email}</Link>
                </>
              ) : null}
            </>
          ) : null
        }
      />
    </header>
  );
}
