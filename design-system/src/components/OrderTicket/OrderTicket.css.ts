import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

/** The share's head: ticker and name, then the price and its change on one wrapping line. */
export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const shareName = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const ticker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: c.text.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const priceBlock = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
});

/** A label and its figure, kept on one line; the pairs wrap apart on a phone. */
export const pricePair = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const priceLabel = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

export const priceValue = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** The cost preview: a raised block (its loading skeleton is sunken), term left, amount right. */
export const cost = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
});

export const costTitle = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const costRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const costRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
});

/** The total: above a hairline, bold, so it reads as the sum of the lines over it. */
export const costTotal = style([
  costRow,
  {
    marginTop: vars.space.xxs,
    paddingTop: vars.space.xs,
    borderTop: `${vars.borderWidth.thin} solid ${c.border.default}`,
    color: c.text.heading,
    fontWeight: vars.font.weight.bold,
  },
]);

export const costTerm = style({ color: c.text.secondary });

export const costValue = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const costNote = style({
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
