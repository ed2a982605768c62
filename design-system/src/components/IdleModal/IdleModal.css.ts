import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const countdown = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  textAlign: 'center',
});

export const time = style({
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.heading,
  fontVariantNumeric: 'tabular-nums',
});
