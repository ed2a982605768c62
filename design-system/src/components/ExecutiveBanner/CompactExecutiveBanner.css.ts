import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

export const compact = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
});

/** Name and trigger side by side; the trigger drops below only when text is enlarged a lot. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 8rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});

export const name = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** A touch-sized target (44 px) that never shrinks under a long name, narrow to leave it room. */
export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.targetTouch,
  paddingInline: vars.space.sm,
});

export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: `${vars.space.xs} ${vars.space.xxs}`,
});
