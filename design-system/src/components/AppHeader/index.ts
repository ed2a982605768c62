export { AppHeader, type AppHeaderProps, type HeaderExecutive } from './AppHeader.tsx';
export { MobileMenuDrawer, type MobileMenuDrawerProps } from './MobileMenuDrawer.tsx';
export { toMenuEntries, visibleMenuItems, type PortalMenuItem } from './menu.ts';
