import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: c.text.primary,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The mark is the icon and its colour; the words (hidden) say the same for screen readers. */
export const mark = styleVariants({
  met: { color: c.feedback.success.icon, flexShrink: 0 },
  unmet: { color: c.text.secondary, flexShrink: 0 },
});

export const meter = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xxs,
  height: '0.375rem',
});

export const segment = style({
  borderRadius: vars.radius.pill,
  background: c.surface.sunken,
  border: `1px solid ${c.border.subtle}`,
});

/** The filled segments' colour by level: red, amber, then green (the label says it in words). */
export const filled = styleVariants({
  0: { background: c.feedback.error.border, borderColor: c.feedback.error.border },
  1: { background: c.feedback.error.border, borderColor: c.feedback.error.border },
  2: { background: c.feedback.warning.border, borderColor: c.feedback.warning.border },
  3: { background: c.feedback.success.border, borderColor: c.feedback.success.border },
  4: { background: c.feedback.success.border, borderColor: c.feedback.success.border },
});

export const strength = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
