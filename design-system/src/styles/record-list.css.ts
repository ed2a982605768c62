import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

// The bordered list of records (sessions, mandataries, signatories): one look, one definition.

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

/** Who on the left, the state or the action on the right; stacked when the row is narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${c.border.subtle}` } },
});

/** The record's identity: a column that takes the row when it is narrow. */
export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'min(100%, 14rem)',
  flex: '1 1 14rem',
});

/** The record's name, with its badges beside it. */
export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
  overflowWrap: 'anywhere',
});

/** A secondary line: a RUT, a power, a time. */
export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
