import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** The headline amount: its label over the figure. */
export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const amountLabel = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

/** Large, bold and tabular; a phone gets one step smaller so 15 digits still fit. */
export const amountValue = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});
