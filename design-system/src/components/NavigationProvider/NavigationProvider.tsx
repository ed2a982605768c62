import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface NavigationProviderProps {
  /** The application's client-side navigation (e.g. react-router's `navigate`). */
  navigate: (path: string) => void;
  /** Turns a route into the href the browser shows (e.g. react-router's `useHref`). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Makes every link of the design system (header menu, profile menu, banners, tabs) navigate
 * through the application's router instead of reloading the page. The design system stays
 * router-agnostic: the application passes its own `navigate`.
 */
export function NavigationProvider({ navigate, useHref, children }: NavigationProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
