import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.raised,
    color: vars.color.brand.primary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.brandSubtle },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
    '@media': { [media.forcedColors]: { borderColor: 'ButtonText', color: 'ButtonText' } },
  },
]);

export const popover = style({
  zIndex: vars.zIndex.popover,
  width: 'min(360px, calc(100vw - 32px))',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
});

/** The description: at most 250 px high, then it scrolls (the dialog itself takes focus). */
export const dialog = style({
  maxHeight: 250,
  overflowY: 'auto',
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '-2px',
    },
  },
});
