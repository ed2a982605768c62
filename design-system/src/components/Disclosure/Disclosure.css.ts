import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

export const disclosure = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  selectors: {
    '& + &': { borderTop: 'none' },
  },
});

export const quiet = style({ border: 'none' });

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.controlMd,
    padding: `${vars.space.xs} ${vars.space.xxs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.heading,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken },
    },
    '@media': { [media.forcedColors]: { color: 'ButtonText' } },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  selectors: {
    '&[data-expanded]': { paddingBottom: vars.space.sm, paddingInline: vars.space.xxs },
  },
});

/** Inside alerts and cards: a compact, link-coloured trigger as wide as its text. */
export const quietTrigger = style({
  width: 'auto',
  minHeight: vars.size.targetMin,
  paddingInline: 0,
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  justifyContent: 'flex-start',
  selectors: {
    '&[data-hovered]': { background: 'transparent', textDecoration: 'underline' },
  },
  '@media': { [media.forcedColors]: { color: 'LinkText' } },
});
