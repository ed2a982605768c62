import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { nativeFocusRing } from '../../styles/focus.ts';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: c.surface.page,
});

export const header = style({
  background: c.surface.inverse,
  color: c.text.inverse,
  '@media': { [media.forcedColors]: { borderBottom: '1px solid CanvasText' } },
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  maxWidth: vars.size.contentMax,
  minHeight: 64,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.lg } },
});

// Native links with :focus-visible (no React Aria link here: the login's first load stays light).
export const brand = style([
  nativeFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.targetTouch,
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.sm,
    color: c.text.inverse,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    selectors: { '&:focus-visible': { outlineColor: c.focus.ringInverse } },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
      },
    },
  },
]);

export const main = style({
  flex: '1 0 auto',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingBlock: vars.space['2xl'], paddingInline: vars.space.lg } },
});

const panelBase = style({
  width: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  background: c.surface.raised,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

/** narrow: a form (login, second factor); wide: a table (account selection). */
export const panel = styleVariants({
  narrow: [panelBase, { maxWidth: 480 }],
  wide: [panelBase, { maxWidth: 960 }],
});

/** The illustrated band between the panel and the footer (decorative). */
export const scenery = style({
  flexShrink: 0,
  height: 96,
  marginTop: `calc(-1 * ${vars.space.lg})`,
  overflow: 'hidden',
  '@media': {
    [media.tablet]: { height: 160, marginTop: `calc(-1 * ${vars.space.xl})` },
    [media.forcedColors]: { display: 'none' },
  },
});

export const footer = style({
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  background: c.surface.raised,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md}`,
  '@media': { [media.desktop]: { paddingInline: vars.space.lg } },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const footerLink = style([
  nativeFocusRing,
  {
    color: c.text.link,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.borderWidth.thin,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: c.text.linkHover, textDecorationThickness: vars.borderWidth.thick },
    },
    '@media': { [media.forcedColors]: { color: 'LinkText' } },
  },
]);

export const externalIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: vars.space.xxs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
