import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/**
 * The wizard's action bar: actions to the right on a wide screen, stacked full width on a phone in
 * reading order (back first, the main action last, nearest the thumb), so the eye and Tab agree.
 */
export const actions = style({
  display: 'flex',
  // Full width even as a flex item (a landing's controls band): the divider spans the step.
  width: '100%',
  boxSizing: 'border-box',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  '@media': {
    [media.mobileOnly]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

// Continuar while the step is invalid: focusable (aria-disabled) yet plainly unavailable.
globalStyle(`${actions} [aria-disabled="true"]`, {
  background: vars.color.surface.disabled,
  color: vars.color.text.disabled,
  borderColor: vars.color.border.subtle,
  cursor: 'not-allowed',
});

globalStyle(`${actions} [aria-disabled="true"]`, {
  '@media': {
    [media.forcedColors]: { borderColor: 'GrayText', color: 'GrayText' },
  },
});
