import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
});

/** Person and badges on the left, the button on the right; stacked when the row is narrow. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${c.border.subtle}` } },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 'min(100%, 14rem)',
  flex: '1 1 14rem',
});

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
  overflowWrap: 'anywhere',
});

export const rut = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
});

export const skeletonRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${c.border.subtle}` } },
});
