import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing, nativeFocusRing } from '../../styles/focus.ts';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.dialogWizardMax,
  marginInline: 'auto',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` },
  },
});

export const headingImage = style({
  display: 'block',
  width: '100%',
  maxHeight: 180,
  objectFit: 'cover',
  flexShrink: 0,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} 0`,
  flexShrink: 0,
  '@media': {
    [media.mobileOnly]: { padding: `${vars.space.sm} ${vars.space.md} 0` },
  },
});

export const wizardTitle = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  // The template's title as written (sentence case): upper case read as a raw identifier.
  overflowWrap: 'break-word',
});

/** The stage in the onboarding journey and the wizard's name, one above the other. */
export const topText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    marginLeft: 'auto',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken, color: vars.color.text.primary },
    },
    '@media': {
      [media.forcedColors]: { color: 'ButtonText', borderColor: 'ButtonText' },
    },
  },
]);

/** The scrolling part of a modal (the whole frame when embedded). */
export const body = style({
  ...nativeFocusRing,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  overflowWrap: 'break-word',
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  '@media': {
    [media.mobileOnly]: { padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}` },
  },
});

export const scrolling = style({ overflowY: 'auto' });

/** The modal's pinned message: fixed above the scrolling body, so nothing slides under it. */
export const pinnedBar = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  '@media': {
    [media.mobileOnly]: { padding: `${vars.space.xs} ${vars.space.md} 0` },
  },
});

// Sticky has nothing to stick to here: the bar itself stays.
globalStyle(`${pinnedBar} > [data-pinned]`, { position: 'static', paddingBottom: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
});

/** Wraps the step title, the focus target on step change. */
export const headingFocus = style({});

// The title takes focus only programmatically (tabIndex -1, never by Tab): no ring, as GOV.UK.
globalStyle(`${headingFocus} > :is(h1, h2, h3)[tabindex="-1"]:focus`, { outline: 'none' });
// Should a title ever join the Tab order, the keyboard's ring comes back.
globalStyle(`${headingFocus} > :is(h1, h2, h3):not([tabindex="-1"]):focus-visible`, {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});

export const counter = style({ marginLeft: 'auto' });

/** With a background image, the content sits on a raised panel so text keeps its contrast. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const withBackground = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@media': {
    [media.mobileOnly]: { padding: vars.space.xs },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const panelOnBackground = style({
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.md,
  '@media': {
    [media.mobileOnly]: { padding: vars.space.md },
    [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` },
  },
});
