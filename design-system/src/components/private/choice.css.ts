import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/** One tickable option: the whole label (box and text) is the target, at least 24 px tall. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.targetMin,
  paddingBlock: '2px',
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

/** The square box; its look follows the option's React Aria data attributes. */
export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.brand.onPrimary,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.brand.primary },
    [`${option}[data-selected] &`]: {
      background: vars.color.brand.primary,
      borderColor: vars.color.brand.primary,
    },
    [`${option}[data-invalid] &`]: { borderColor: vars.color.feedback.error.border },
    [`${option}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
    [`${option}[data-disabled] &`]: {
      borderColor: vars.color.text.disabled,
      background: vars.color.surface.disabled,
    },
    [`${option}[data-disabled][data-selected] &`]: {
      background: vars.color.text.disabled,
      color: vars.color.surface.raised,
    },
    [`${option}[data-readonly] &`]: { borderStyle: 'dashed' },
    // A read-only tick stays readable but lighter, so it does not look editable.
    [`${option}[data-readonly][data-selected] &`]: {
      background: vars.color.surface.brandSubtle,
      color: vars.color.brand.primary,
    },
    // A required tick that cannot be removed (a mandatory contract) is a normal, enabled tick.
    [`${option}[data-readonly][data-required][data-selected] &`]: {
      borderStyle: 'solid',
      background: vars.color.brand.primary,
      color: vars.color.brand.onPrimary,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        [`${option}[data-selected] &`]: {
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${option}[data-focus-visible] &`]: {
          outline: `${vars.borderWidth.focus} solid Highlight`,
        },
        [`${option}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

/** The tick inside the box: drawn only while selected. */
export const check = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

/** The text beside a box or switch. */
export const optionText = style({ minWidth: 0, paddingTop: '1px' });

/** A box row with its info button at the end. */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs });
