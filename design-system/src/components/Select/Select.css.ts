import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export { chevron, trigger, value } from '../private/select-trigger.css.ts';

/** As wide as the trigger; no entry animation, so it is still the moment it is placed. */
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: 160,
  maxWidth: 'calc(100vw - 16px)',
  boxSizing: 'border-box',
  background: c.surface.raised,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.popover,
  overflowY: 'auto',
  outline: 'none',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const listBox = style({
  padding: vars.space.xxs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
  boxSizing: 'border-box',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: c.text.primary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: c.surface.brandSubtle, color: c.brand.primary },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${c.focus.ring}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: c.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const optionText = style({ flex: 1, minWidth: 0 });

/** The tick of the chosen option; keeps its place so texts stay aligned. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
