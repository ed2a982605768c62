/**
 * Raw design tokens of the firm: the single source for the vanilla-extract themes,
 * the W3C tokens.json export and the Storybook foundation pages.
 */

/** Base palette: named hues, never used directly by components (they use semantic roles). */
export const palette = {
  navy: {
    50: '#EEF3F9',
    100: '#D6E1EE',
    300: '#7D9CC0',
    500: '#2A5388',
    600: '#1D4475',
    700: '#143A66',
    800: '#0E2C4F',
    900: '#0B2545',
    950: '#071A31',
  },
  teal: {
    50: '#E7F5F3',
    100: '#C5E8E3',
    500: '#14857C',
    700: '#0F766E',
    800: '#0B5D57',
  },
  neutral: {
    0: '#FFFFFF',
    25: '#F8FAFC',
    50: '#F3F6F9',
    100: '#E9EEF3',
    200: '#D9E0E8',
    400: '#727F90',
    500: '#5A6677',
    600: '#4F5C6D',
    700: '#3A4554',
    900: '#1A2433',
    1000: '#000000',
  },
  blue: { 50: '#E8F1FB', 500: '#3F7FC4', 700: '#0B5394' },
  amber: { 50: '#FFF5DF', 500: '#A26B0D', 700: '#7A4B00' },
  red: { 50: '#FDEDEC', 500: '#D0453D', 700: '#A61E17', 800: '#861711' },
  green: { 50: '#E8F5EC', 500: '#2E8A4A', 700: '#1B6430' },
  yellow: { 300: '#FFD166' },
  profile: {
    conservador: { 50: '#EAF2FC', 500: '#2F6DB5', 700: '#1F5594' },
    moderado: { 50: '#FFF4E0', 500: '#B7791F', 700: '#82520A' },
    agresivo: { 50: '#FDEEE7', 500: '#D4561C', 700: '#A63C0C' },
  },
} as const;

const p = palette;

/** Semantic colour roles: what components and screens use. */
export const color = {
  brand: {
    primary: p.navy[700],
    primaryHover: p.navy[800],
    primaryActive: p.navy[950],
    onPrimary: p.neutral[0],
    accent: p.teal[700],
    accentHover: p.teal[800],
    onAccent: p.neutral[0],
    accentSubtle: p.teal[50],
    /** The teal of the brand mark on the navy header (teal 700 is too dark there). */
    accentOnInverse: p.teal[100],
    danger: p.red[700],
    dangerHover: p.red[800],
    onDanger: p.neutral[0],
  },
  text: {
    primary: p.neutral[900],
    secondary: p.neutral[600],
    muted: p.neutral[500],
    heading: p.navy[900],
    inverse: p.neutral[0],
    link: p.navy[500],
    linkHover: p.navy[800],
    disabled: p.neutral[500],
  },
  surface: {
    page: p.neutral[50],
    raised: p.neutral[0],
    sunken: p.neutral[100],
    inverse: p.navy[900],
    brandSubtle: p.navy[50],
    disabled: p.neutral[100],
    backdrop: 'rgba(7, 26, 49, 0.55)',
  },
  border: {
    subtle: p.neutral[200],
    default: p.neutral[400],
    strong: p.neutral[600],
    inverse: p.navy[300],
  },
  focus: {
    ring: p.navy[500],
    ringInverse: p.yellow[300],
  },
  feedback: {
    info: { text: p.blue[700], background: p.blue[50], border: p.blue[500], icon: p.blue[700] },
    warning: {
      text: p.amber[700],
      background: p.amber[50],
      border: p.amber[500],
      icon: p.amber[700],
    },
    error: { text: p.red[700], background: p.red[50], border: p.red[500], icon: p.red[700] },
    success: {
      text: p.green[700],
      background: p.green[50],
      border: p.green[500],
      icon: p.green[700],
    },
  },
  profile: {
    conservador: {
      base: p.profile.conservador[500],
      text: p.profile.conservador[700],
      background: p.profile.conservador[50],
    },
    moderado: {
      base: p.profile.moderado[500],
      text: p.profile.moderado[700],
      background: p.profile.moderado[50],
    },
    agresivo: {
      base: p.profile.agresivo[500],
      text: p.profile.agresivo[700],
      background: p.profile.agresivo[50],
    },
  },
  amount: {
    gain: p.green[700],
    loss: p.red[700],
  },
} as const;

/** The high-contrast theme: same roles, maximum separation (black on white, heavy borders). */
export const highContrastColor = {
  brand: {
    primary: p.navy[950],
    primaryHover: p.neutral[1000],
    primaryActive: p.neutral[1000],
    onPrimary: p.neutral[0],
    accent: p.teal[800],
    accentHover: p.neutral[1000],
    onAccent: p.neutral[0],
    accentSubtle: p.neutral[0],
    accentOnInverse: p.neutral[0],
    danger: p.red[800],
    dangerHover: p.neutral[1000],
    onDanger: p.neutral[0],
  },
  text: {
    primary: p.neutral[1000],
    secondary: p.neutral[900],
    muted: p.neutral[700],
    heading: p.neutral[1000],
    inverse: p.neutral[0],
    link: p.navy[800],
    linkHover: p.neutral[1000],
    disabled: p.neutral[600],
  },
  surface: {
    page: p.neutral[0],
    raised: p.neutral[0],
    sunken: p.neutral[0],
    inverse: p.neutral[1000],
    brandSubtle: p.neutral[0],
    disabled: p.neutral[0],
    backdrop: 'rgba(0, 0, 0, 0.75)',
  },
  border: {
    subtle: p.neutral[700],
    default: p.neutral[1000],
    strong: p.neutral[1000],
    inverse: p.neutral[0],
  },
  focus: {
    ring: p.neutral[1000],
    ringInverse: p.yellow[300],
  },
  feedback: {
    info: { text: p.navy[950], background: p.neutral[0], border: p.blue[700], icon: p.blue[700] },
    warning: {
      text: p.neutral[1000],
      background: p.neutral[0],
      border: p.amber[700],
      icon: p.amber[700],
    },
    error: { text: p.red[700], background: p.neutral[0], border: p.red[700], icon: p.red[700] },
    success: {
      text: p.green[700],
      background: p.neutral[0],
      border: p.green[700],
      icon: p.green[700],
    },
  },
  profile: {
    conservador: {
      base: p.profile.conservador[700],
      text: p.profile.conservador[700],
      background: p.neutral[0],
    },
    moderado: {
      base: p.profile.moderado[700],
      text: p.profile.moderado[700],
      background: p.neutral[0],
    },
    agresivo: {
      base: p.profile.agresivo[700],
      text: p.profile.agresivo[700],
      background: p.neutral[0],
    },
  },
  amount: {
    gain: p.green[700],
    loss: p.red[700],
  },
} as const satisfies ColorRoles;

/** The shape every theme's colour roles must have. */
export type ColorRoles = {
  [Group in keyof typeof color]: {
    [Role in keyof (typeof color)[Group]]: (typeof color)[Group][Role] extends string
      ? string
      : { [Leaf in keyof (typeof color)[Group][Role]]: string };
  };
};

/** Font stacks: the bundled humanist sans first, then system fallbacks. */
export const fontFamily = {
  sans: "'Source Sans 3 Variable', 'Source Sans 3', 'Segoe UI', system-ui, -apple-system, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Modular type scale (ratio ~1.2 from a 16 px base), in px. */
export const fontSize = {
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 21,
  '2xl': 25,
  '3xl': 30,
  '4xl': 36,
} as const;

/** Line heights: Spanish words run long, so body text gets generous leading. */
export const lineHeight = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
  relaxed: 1.65,
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

/** 8-px grid with a 4-px half step, in px. */
export const space = {
  none: 0,
  xxs: 4,
  xs: 8,
  sm: 12,
  md: 16,
  lg: 24,
  xl: 32,
  '2xl': 48,
  '3xl': 64,
} as const;

/** Corner radii, in px: 8 on cards and fields. */
export const radius = {
  none: 0,
  sm: 4,
  md: 8,
  lg: 12,
  pill: 9999,
} as const;

/** One elevation for dialogs and popovers; borders do the rest. */
export const shadow = {
  none: 'none',
  overlay: '0 8px 24px rgba(11, 37, 69, 0.18), 0 2px 6px rgba(11, 37, 69, 0.12)',
} as const;

/** Border widths, in px. */
export const borderWidth = {
  thin: 1,
  thick: 2,
  focus: 2,
} as const;

/** Breakpoints of the spec, in px: mobile below 768, desktop menu and banners from 990. */
export const breakpoint = {
  mobile: 768,
  desktop: 990,
} as const;

/** Stacking layers. */
export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  header: 200,
  overlay: 300,
  modal: 400,
  popover: 500,
  toast: 600,
  tooltip: 700,
} as const;

/** Motion: short and purposeful; the design system removes it under prefers-reduced-motion. */
export const motion = {
  duration: {
    fast: 120,
    normal: 160,
    slow: 200,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/** Fixed sizes from the spec and the accessibility targets, in px. */
export const size = {
  controlSm: 32,
  controlMd: 40,
  controlLg: 48,
  targetMin: 24,
  targetTouch: 44,
  iconSm: 16,
  iconMd: 20,
  iconLg: 24,
  dialog: 600,
  dialogWizardMax: 946,
  notificationPanel: 415,
  contentMax: 1200,
} as const;
