import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing, nativeFocusRing } from '../../styles/focus.ts';

const c = vars.color;

export const panel = style([
  nativeFocusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: 'min(70vh, 560px)',
    background: c.surface.raised,
    color: c.text.primary,
    border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    '@media': {
      // The spec's 415-px panel from 768 px; the full width on a phone.
      [media.tablet]: { width: vars.size.notificationPanel },
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
});

export const close = style([
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
    selectors: { '&[data-hovered]': { background: c.surface.sunken, color: c.text.primary } },
  },
]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  overflowY: 'auto',
});

export const item = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: c.text.secondary,
});
