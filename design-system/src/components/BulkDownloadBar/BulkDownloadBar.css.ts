import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const f = vars.font;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.brandSubtle,
  fontFamily: f.family.sans,
  color: c.text.primary,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** Count and hint on one side, the buttons on the other; they stack when the row is narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 14rem',
  minWidth: 0,
});

export const count = style({
  margin: 0,
  fontSize: f.size.md,
  fontWeight: f.weight.semibold,
  lineHeight: f.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over-limit]': { color: c.feedback.warning.text } },
});

export const hint = style({
  margin: 0,
  fontSize: f.size.sm,
  lineHeight: f.lineHeight.normal,
  color: c.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
