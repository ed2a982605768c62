import { globalStyle, style } from '@vanilla-extract/css';
import * as checkboxStyles from '../private/choice.css.ts';
import { media, vars } from '@inversiones/tokens';

/** The date shell's text starts where the full field's first segment draws its digits. */
// Doubled class: wins over the inner input's `padding: 0` whatever order the sheets load in.
export const dateInput = style({ selectors: { '&&': { paddingInlineStart: vars.space.xxs } } });

/** The date shell's calendar mark: where the full field's calendar button will be, same size. */
export const calendarIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  color: vars.color.brand.primary,
  '@media': { [media.forcedColors]: { color: 'ButtonText' } },
});

/**
 * Far below the fold the browser skips the shell's style, layout and paint until it nears the
 * viewport (it stays in the accessibility tree and in find-in-page); the size is a label row and
 * a control box, remembered once rendered.
 */
export const root = style({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto calc(${vars.size.controlMd} + 2rem)`,
});

/** The checkbox shell's native box, hidden like React Aria's (the drawn box shows its state). */
export const checkInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

// The drawn box shows the native box's keyboard focus, as React Aria's data-focus-visible does.
globalStyle(`${checkboxStyles.option}:has(${checkInput}:focus-visible) ${checkboxStyles.box}`, {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
  '@media': { [media.forcedColors]: { outline: `${vars.borderWidth.focus} solid Highlight` } },
});
