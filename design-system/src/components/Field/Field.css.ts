import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

/** A field's column: label row, control, hint and error, 4 px apart. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontFamily: vars.font.family.sans,
  // Typing in one field re-lays out only that field, not a whole long form (no visual effect).
  contain: 'layout style',
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.xxs,
});

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const labelStrong = style({ fontWeight: vars.font.weight.bold });

export const labelSmall = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});

export const necessity = styleVariants({
  required: { color: vars.color.brand.danger, fontWeight: vars.font.weight.bold },
  optional: {
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
  },
});

export const hint = style({
  selectors: { '&[hidden]': { display: 'none' } },
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  selectors: { '&[hidden]': { display: 'none' } },
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  color: vars.color.feedback.error.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

/** Holds the error line as a polite live region; lays out nothing itself (no extra gap). */
export const errorRegion = style({ display: 'contents' });

export const errorIcon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '1px' });

/**
 * The box of every text-like control (input, textarea, select trigger, date segments). States
 * come from React Aria's data attributes, so the box follows focus, hover and validation.
 */
export const controlBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.controlMd,
    boxSizing: 'border-box',
    padding: `0 ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.sans,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&[data-hovered], &:hover': { borderColor: vars.color.border.strong },
      // As strong as the buttons' ring (WCAG 2.4.13): a border change alone is too faint.
      '&[data-focused], &[data-focus-within], &:focus-within, &:focus': {
        borderColor: vars.color.focus.ring,
        boxShadow: `0 0 0 1px ${vars.color.focus.ring}`,
        outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
        outlineOffset: '2px',
      },
      '&[data-invalid], &[aria-invalid="true"]': {
        borderColor: vars.color.feedback.error.border,
      },
      '&[data-invalid][data-focused], &[data-invalid]:focus-within, &[aria-invalid="true"]:focus': {
        boxShadow: `0 0 0 1px ${vars.color.feedback.error.border}`,
      },
      '&[data-disabled], &:disabled': {
        background: vars.color.surface.disabled,
        color: vars.color.text.disabled,
        borderColor: vars.color.border.subtle,
        cursor: 'not-allowed',
      },
      '&[data-readonly], &[readonly]': {
        background: vars.color.surface.sunken,
        borderStyle: 'dashed',
      },
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'FieldText',
        selectors: { '&[data-focused], &:focus-within': { outline: '2px solid Highlight' } },
      },
    },
  },
  variants: {
    multiline: {
      true: {
        alignItems: 'stretch',
        minHeight: '96px',
        padding: `${vars.space.xs} ${vars.space.sm}`,
        resize: 'vertical',
      },
    },
  },
});
export type ControlBoxVariants = RecipeVariants<typeof controlBox>;

/**
 * A single-line input that lays itself out: its size never depends on what is typed, so with
 * size and layout containment a keystroke re-lays out the input alone, not a 200-field form.
 */
export const containedInput = style({ contain: 'size layout' });

/** The block an input sits in: a flex item cannot start its own layout, its child can. */
export const inputSlot = style({ display: 'block', minWidth: 0 });

/** A bare input inside a control box that owns the border (prefixes, buttons, segments). */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.controlMd} - 2px)`,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.text.muted, opacity: 1 } },
});

/** A currency sign or phone prefix shown before the value, inside the box. */
export const affix = style({
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
