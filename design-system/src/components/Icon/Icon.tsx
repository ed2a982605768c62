import type { ReactElement, SVGAttributes } from 'react';
import { icon, type IconVariants } from './Icon.css.ts';

/** Every icon of the set, in the order of the Storybook gallery. */
export const iconNames = [
  'bell',
  'user',
  'menu',
  'close',
  'info',
  'warning',
  'error',
  'success',
  'download',
  'document',
  'plus',
  'edit',
  'delete',
  'calendar',
  'chevronDown',
  'chevronUp',
  'chevronLeft',
  'chevronRight',
  'eye',
  'eyeOff',
  'externalLink',
  'search',
  'logout',
] as const;

export type IconName = (typeof iconNames)[number];

/*
 * The firm's own drawings on a 24 x 24 grid: 2-px strokes with round caps and joins, about
 * 3 px of air on every side, no fills. A dot is a zero-length line with a round cap.
 */
const shapes: Record<IconName, ReactElement> = {
  bell: (
    <>
      <path d="M18 16.5V11a6 6 0 0 0-12 0v5.5L4.5 18.5h15Z" />
      <path d="M10 21.5h4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.75v.01" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 2.75 19.5h18.5Z" />
      <path d="M12 9.5v4.5M12 16.75v.01" />
    </>
  ),
  error: (
    <>
      <path d="M8.25 3h7.5L21 8.25v7.5L15.75 21h-7.5L3 15.75v-7.5Z" />
      <path d="M12 7.5v5.5M12 16.25v.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.25 2.75 2.75L16 9.5" />
    </>
  ),
  download: <path d="M12 3.5v11.5M7 10l5 5 5-5M5 20.5h14" />,
  document: (
    <>
      <path d="M13.5 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5Z" />
      <path d="M13.5 3v5.5H19M9 13h6M9 17h4" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  edit: (
    <>
      <path d="M4 20v-3.75L15.25 5a2.12 2.12 0 0 1 3 0l.75.75a2.12 2.12 0 0 1 0 3L7.75 20Z" />
      <path d="m13.5 6.75 3.75 3.75M13 20h7" />
    </>
  ),
  delete: (
    <>
      <path d="M4 6.5h16M9.5 6.5V4h5v2.5" />
      <path d="m6 6.5 1 13.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13.5M10 10.5v6.5M14 10.5v6.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronUp: <path d="m6 15 6-6 6 6" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  eye: (
    <>
      <path d="M2.5 12C4.75 7.75 8 5.5 12 5.5s7.25 2.25 9.5 6.5c-2.25 4.25-5.5 6.5-9.5 6.5S4.75 16.25 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M9.5 5.95A9 9 0 0 1 12 5.5c4 0 7.25 2.25 9.5 6.5a15 15 0 0 1-2.3 3.2M15.6 17.6a8.3 8.3 0 0 1-3.6.9c-4 0-7.25-2.25-9.5-6.5a14.6 14.6 0 0 1 3.65-4.55" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3.5 3.5l17 17" />
    </>
  ),
  externalLink: (
    <>
      <path d="M19 13.5V19a1.5 1.5 0 0 1-1.5 1.5h-12A1.5 1.5 0 0 1 4 19V7a1.5 1.5 0 0 1 1.5-1.5H11" />
      <path d="M14.5 3.5h6v6M20.5 3.5 11 13" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.25 15.25 5.25 5.25" />
    </>
  ),
  logout: (
    <>
      <path d="M10 3.5H6A2 2 0 0 0 4 5.5v13a2 2 0 0 0 2 2h4" />
      <path d="m15.5 7.5 4.5 4.5-4.5 4.5M20 12H9.5" />
    </>
  ),
};

export interface IconProps extends Omit<
  SVGAttributes<SVGSVGElement>,
  'className' | 'style' | 'children' | 'role' | 'aria-label' | 'aria-hidden'
> {
  name: IconName;
  /**
   * The accessible name, when the icon alone carries meaning (for example a status without text).
   * Omit it when the icon sits beside a text that already says the same: it is then decorative
   * and hidden from assistive technology.
   */
  label?: string;
  /** sm 16 px, md 20 px (default), lg 24 px. */
  size?: IconVariants['size'];
}

/** An inline, stroke-based icon in the current text colour. */
export function Icon({ name, label, size, ...props }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      {...props}
      {...a11y}
      className={icon({ size })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      xmlns="http://www.w3.org/2000/svg"
    >
      {shapes[name]}
    </svg>
  );
}
