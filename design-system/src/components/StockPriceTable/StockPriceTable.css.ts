import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** Above the table: the market's state, when the prices were taken, a paused poll. */
export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  minHeight: vars.size.targetMin,
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
});

export const market = style({ color: c.text.primary, fontWeight: vars.font.weight.semibold });

/** The row header: the ticker over the company's name. */
export const stock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const tickerLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.xs}`,
});

export const ticker = style({
  color: c.text.heading,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const name = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
});

// A new price lights its figure for a second, then fades: green when it rose, red when it fell.
// It only points at what changed; the Variación column says up or down with a sign and words.
const flashUp = keyframes({
  '0%, 35%': { backgroundColor: c.feedback.success.background },
  '100%': { backgroundColor: 'transparent' },
});
const flashDown = keyframes({
  '0%, 35%': { backgroundColor: c.feedback.error.background },
  '100%': { backgroundColor: 'transparent' },
});

export const price = style({
  display: 'inline-block',
  paddingInline: vars.space.xxs,
  marginInline: `calc(${vars.space.xxs} * -1)`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-flash="up"]': { animation: `${flashUp} 1s ${vars.motion.easing.standard}` },
    '&[data-flash="down"]': { animation: `${flashDown} 1s ${vars.motion.easing.standard}` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-flash]': { animation: 'none' } } },
  },
});
