import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progress = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

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

/** Who on the left, the state on the right; stacked when the row is narrow. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${c.border.subtle}` } },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
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

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The badge over its date, both left-aligned (on a narrow row they sit under the name). */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  color: c.text.secondary,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
