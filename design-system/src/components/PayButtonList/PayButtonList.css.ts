import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** One card per bank; as many columns as fit, one at 320 px and at 200 % zoom. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A bank's card: its button's hit area covers it, so the whole card is the target. */
export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${c.border.default}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  color: c.text.primary,
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not([data-disabled])': {
      borderColor: c.brand.primary,
      background: c.surface.brandSubtle,
    },
    // The chosen bank: a doubled brand border plus the visible 'Seleccionado' mark.
    '&[data-selected]': {
      borderColor: c.brand.primary,
      boxShadow: `inset 0 0 0 1px ${c.brand.primary}`,
      background: c.surface.brandSubtle,
    },
    '&[data-disabled]': { borderStyle: 'dashed', background: c.surface.sunken },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        '&[data-selected]': { outline: `${vars.borderWidth.thick} solid Highlight` },
        '&[data-disabled]': { borderColor: 'GrayText' },
      },
    },
  },
});

/** 'Elegir': a real button whose ::after stretches over the card (pointer and touch target). */
export const choose = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.targetTouch,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.brand.primary}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  color: c.brand.primary,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.md,
    },
    '&[data-focus-visible]::after': {
      outline: `${vars.borderWidth.focus} solid ${c.focus.ring}`,
      outlineOffset: '2px',
    },
    '&[data-hovered]': { background: c.brand.primary, color: c.brand.onPrimary },
    '&[aria-pressed="true"]': { background: c.brand.primary, color: c.brand.onPrimary },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderColor: c.border.default,
      background: c.surface.disabled,
      color: c.text.disabled,
    },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-focus-visible]::after': { outline: `${vars.borderWidth.focus} solid Highlight` },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.sm,
  background: c.surface.raised,
  color: c.brand.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': {
    [media.tablet]: { width: 56, height: 56, fontSize: vars.font.size.xl },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const logoImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

/** 'Horario: ...' on one line, wrapping under itself when long. */
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const factValue = style({ margin: 0 });

export const label = style({ color: c.text.secondary });

export const amount = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const status = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
});

export const reason = style({
  margin: 0,
  color: c.text.primary,
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  color: c.text.secondary,
  textAlign: 'center',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});
