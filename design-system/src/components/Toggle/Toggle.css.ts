import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/** The switch's label: track and text(s); at least 24 px tall, all of it the target. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.targetMin,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  boxSizing: 'border-box',
  width: '44px',
  height: vars.size.targetMin,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${control}[data-hovered] &`]: { borderColor: vars.color.brand.primary },
    [`${control}[data-selected] &`]: {
      background: vars.color.brand.primary,
      borderColor: vars.color.brand.primary,
    },
    [`${control}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
    [`${control}[data-invalid] &`]: { borderColor: vars.color.feedback.error.border },
    [`${control}[data-disabled] &`]: {
      borderColor: vars.color.text.disabled,
      background: vars.color.surface.disabled,
    },
    [`${control}[data-disabled][data-selected] &`]: { background: vars.color.text.disabled },
    [`${control}[data-readonly] &`]: { borderStyle: 'dashed' },
    // A read-only "on" stays readable but lighter, so it does not look editable.
    [`${control}[data-readonly][data-selected] &`]: { background: vars.color.surface.brandSubtle },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        [`${control}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        [`${control}[data-focus-visible] &`]: {
          outline: `${vars.borderWidth.focus} solid Highlight`,
        },
        [`${control}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

/** The knob: left when off, right when on. */
export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.pill,
  background: vars.color.border.strong,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${control}[data-selected] &`]: {
      transform: 'translateX(20px)',
      background: vars.color.brand.onPrimary,
    },
    [`${control}[data-readonly][data-selected] &`]: { background: vars.color.brand.primary },
    [`${control}[data-disabled] &`]: { background: vars.color.text.disabled },
    [`${control}[data-disabled][data-selected] &`]: { background: vars.color.surface.raised },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      background: 'CanvasText',
      selectors: { [`${control}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});

/** A side label of toggle-label mode; the active side is bold. */
export const side = style({
  color: vars.color.text.secondary,
  selectors: {
    [`${control}:not([data-selected]) &[data-side="off"]`]: {
      color: vars.color.text.primary,
      fontWeight: vars.font.weight.semibold,
    },
    [`${control}[data-selected] &[data-side="on"]`]: {
      color: vars.color.text.primary,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const question = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexWrap: 'wrap',
});
