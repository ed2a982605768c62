import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { option } from '../private/choice.css.ts';

const c = vars.color;

const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The questions: a plain column, or for chat one conversation on a sunken surface. */
export const list = styleVariants({
  default: { ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space.xl },
  square: { ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space.xl },
  chat: {
    ...bareList,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.md,
    border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: c.surface.sunken,
  },
});

export const item = style({ minWidth: 0 });

/** A question with its optional alert above. */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The alternatives: stacked cards, a grid of squares, or answer bubbles on the right. */
export const options = styleVariants({
  default: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
  square: {
    display: 'grid',
    // min() keeps a single column inside 320-px screens.
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 180px), 1fr))`,
    gap: vars.space.sm,
  },
  chat: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space.xs,
  },
});

/* Square theme. */

/** A square card: the whole card is the radio's label. */
export const squareCard = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  border: `${vars.borderWidth.thin} solid ${c.border.default}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: c.border.strong },
    '&[data-selected]': {
      borderColor: c.brand.primary,
      boxShadow: `inset 0 0 0 1px ${c.brand.primary}`,
      background: c.surface.brandSubtle,
    },
    '&[data-invalid]': { borderColor: c.feedback.error.border },
    '&[data-disabled]': { background: c.surface.disabled, borderColor: c.border.subtle },
    '&[data-readonly]': { borderStyle: 'dashed' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: '3px' } },
    },
  },
});

export const squareButton = style({
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 120,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${c.focus.ring}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid Highlight` },
      },
    },
  },
});

export const squareIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  color: c.brand.primary,
  selectors: { [`${option}[data-disabled] &`]: { color: c.text.disabled } },
});

export const squareText = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The radio mark sits in the card's corner; the card's border also shows the choice. */
export const squareMark = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
});

/** The info button stays its own target, above the label, in the other corner. */
export const squareTip = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  zIndex: 1,
});

/* Chat theme. */

/** The question as an incoming bubble on the left. */
export const chatQuestion = style({
  alignSelf: 'flex-start',
  maxWidth: 'min(100%, 36rem)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm}`,
  background: c.surface.raised,
});

export const chatChoice = style({ maxWidth: 'min(100%, 30rem)', minWidth: 0 });

/** An answer bubble on the right; the chosen one fills like a sent message. */
export const chatButton = style({
  alignItems: 'center',
  minHeight: vars.size.targetTouch,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.border.default}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm} ${vars.radius.lg}`,
  background: c.surface.raised,
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { borderColor: c.brand.primary },
    '&[data-selected]': {
      borderColor: c.brand.primary,
      background: c.brand.primary,
      color: c.brand.onPrimary,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-invalid]': { borderColor: c.feedback.error.border },
    '&[data-disabled]': { background: c.surface.disabled, borderColor: c.border.subtle },
    '&[data-readonly]': { borderStyle: 'dashed' },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${c.focus.ring}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.reducedMotion]: { transitionProperty: 'none' },
    [media.forcedColors]: {
      selectors: {
        '&[data-selected]': { borderColor: 'Highlight', borderWidth: '3px' },
        '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid Highlight` },
      },
    },
  },
});

/** On the filled bubble the radio mark turns light, so it stays visible. */
export const chatMark = style({
  selectors: {
    [`${chatChoice} ${chatButton}[data-selected] &`]: {
      borderColor: c.brand.onPrimary,
      background: c.brand.primary,
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        [`${chatChoice} ${chatButton}[data-selected] &`]: {
          borderColor: 'Highlight',
          background: 'Canvas',
        },
      },
    },
  },
});
