import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const list = style({ margin: 0 });

export const term = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.xxs,
});

/** The value reads as text, not as a disabled input: no box, full contrast. */
export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const empty = style({ color: vars.color.text.secondary, fontStyle: 'italic' });

export const errorLine = style({ marginTop: vars.space.xxs });
