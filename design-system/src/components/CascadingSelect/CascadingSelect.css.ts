import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const group = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.family.sans,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** Side by side where they fit (240 px each), one per row on a phone or at 200% zoom. */
export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});
