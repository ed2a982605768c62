import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

/** The yellow ring that stays visible on the navy surface. */
const inverseFocus = [
  focusRing,
  {
    selectors: { '&[data-focus-visible]': { outlineColor: c.focus.ringInverse } },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
      },
    },
  },
];

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: c.surface.inverse,
  color: c.text.inverse,
  '@media': { [media.forcedColors]: { borderBottom: '1px solid CanvasText' } },
});

export const topRow = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  minHeight: 64,
  padding: `${vars.space.xs} ${vars.space.md}`,
  '@media': { [media.desktop]: { gap: vars.space.md, paddingInline: vars.space.lg } },
});

export const brand = style([
  ...inverseFocus,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.targetTouch,
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.sm,
    color: c.text.inverse,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '@media': { [media.tablet]: { fontSize: vars.font.size.xl } },
  },
]);

export const client = style({
  display: 'none',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 2,
  marginInlineStart: 'auto',
  minWidth: 0,
  textAlign: 'end',
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const clientLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

export const executiveLine = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.inverse,
  opacity: 0.92,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  '@media': { [media.desktop]: { marginInlineStart: 0 } },
});

export const iconButton = style([
  ...inverseFocus,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: vars.size.targetTouch,
    minHeight: vars.size.targetTouch,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: c.text.inverse,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': {
        background: c.brand.primary,
      },
    },
    '@media': { [media.forcedColors]: { border: '1px solid ButtonText' } },
  },
]);

export const bellCount = style({
  position: 'absolute',
  top: 4,
  insetInlineEnd: 2,
});

export const menuToggle = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

/** Second row on a phone: the client's name and profile (the desktop shows them above). */
export const mobileClient = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  fontWeight: vars.font.weight.semibold,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const panelAnchor = style({
  position: 'absolute',
  top: '100%',
  insetInline: vars.space.xs,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.tablet]: { insetInlineStart: 'auto', insetInlineEnd: vars.space.md } },
});

/* Desktop menu bar, from 990 px. */
/** Where the menu bar shows (below it, the drawer): its items are measured only there. */
export const menuBarMedia = media.desktop;

export const menuBar = style({
  display: 'none',
  borderTop: `${vars.borderWidth.thin} solid ${c.brand.primary}`,
  '@media': { [menuBarMedia]: { display: 'block' } },
});

export const menuBarList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  listStyle: 'none',
});

export const menuBarLink = style([
  ...inverseFocus,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: c.text.inverse,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: c.brand.primary },
      '&[aria-current="page"]': {
        textDecoration: 'underline',
        textDecorationThickness: 2,
        textUnderlineOffset: '0.35em',
      },
    },
  },
]);

/* The mobile drawer (a modal dialog from the left). */
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: c.surface.backdrop,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(360px, 88vw)',
  background: c.surface.raised,
  color: c.text.primary,
  boxShadow: vars.shadow.overlay,
  overflowY: 'auto',
  outline: 'none',
  '@media': { [media.forcedColors]: { borderInlineEnd: '1px solid CanvasText' } },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
});

export const drawerClose = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.targetTouch,
    height: vars.size.targetTouch,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: c.text.secondary,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: c.surface.sunken } },
  },
]);

export const drawerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const drawerSubList = style([
  drawerList,
  {
    marginInlineStart: vars.space.sm,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  },
]);

export const drawerLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.targetTouch,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    color: c.text.primary,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { background: c.surface.brandSubtle, color: c.brand.primary },
      '&[aria-current="page"]': { color: c.brand.primary, textDecoration: 'underline' },
    },
  },
]);

export const drawerGroupLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.targetTouch,
  paddingInline: vars.space.xs,
  color: c.text.secondary,
  fontWeight: vars.font.weight.semibold,
});

export const drawerExecutive = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
});

/** The mandatary's role under the company's name on narrow screens. */
export const mobileRole = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  opacity: 0.92,
});
