import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** One option as a card; the radio's label stretches over it, so the whole card is the target. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&[data-selected]': {
      borderColor: vars.color.brand.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand.primary}`,
      background: vars.color.surface.brandSubtle,
    },
    '&[data-invalid]': { borderColor: vars.color.feedback.error.border },
    '&[data-disabled]': {
      background: vars.color.surface.disabled,
      borderColor: vars.color.border.subtle,
    },
    '&[data-readonly]': { borderStyle: 'dashed' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: '3px' } },
    },
  },
});

export const stretch = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  },
});

export const title = style({ fontWeight: vars.font.weight.semibold });

/** The description lines up with the text, after the radio mark. */
export const cardDescription = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** Keeps the info button above the stretched label, so it stays its own target. */
export const tip = style({ position: 'relative', zIndex: 1 });
