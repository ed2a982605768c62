import { breakpoint } from './tokens.ts';

/** Media queries of the spec's breakpoints, for vanilla-extract `@media` blocks and matchMedia. */
export const media = {
  /** 768 px and wider: leaves the mobile layout. */
  tablet: `screen and (min-width: ${breakpoint.mobile}px)`,
  /** 990 px and wider: desktop menu and banners. */
  desktop: `screen and (min-width: ${breakpoint.desktop}px)`,
  /** Below 768 px. */
  mobileOnly: `screen and (max-width: ${breakpoint.mobile - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;
