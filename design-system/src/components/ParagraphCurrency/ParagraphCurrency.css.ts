import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const paragraph = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** Amounts in tabular figures (DESIGN.md), bold so the figure stands out from the sentence. */
export const amount = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const empty = style({ color: vars.color.text.secondary, fontStyle: 'italic' });

export const hint = style({
  marginTop: vars.space.xxs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
