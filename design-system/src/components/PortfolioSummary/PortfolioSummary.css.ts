import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** A calm tinted surface: the first thing on the home page, compact enough for 375 px. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Total on the left, the call to action on the right; stacked on a phone. */
export const main = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const totalBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 20rem',
  minWidth: 0,
  margin: 0,
});

export const totalLabel = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

export const totalValue = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size['4xl'] } },
});

export const note = style({
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '60ch',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The day's change under the total: label, signed pesos and percent on one wrapping line. */
export const dayVariation = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
});

export const dayPercent = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

/** The period's selector and figures under a hairline. */
export const period = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

export const selector = style({ minWidth: 0, maxWidth: '100%' });

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  // One row of figures (label and value) is reserved before they arrive: no layout shift.
  minHeight: `calc(${vars.font.size.sm} * 1.5 + 2px + ${vars.font.size.lg} * 1.5)`,
});

/** The period's stand-in while the summary loads: as wide as the selector usually is. */
export const periodPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(100%, 32rem)',
});

/** The call to action's place while loading: a primary button's size. */
export const actionGhost = style({
  display: 'block',
  width: '7.5rem',
  minHeight: vars.size.controlMd,
  borderRadius: vars.radius.md,
  backgroundColor: c.surface.sunken,
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid GrayText` } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const figureLabel = style({ color: c.text.secondary, fontSize: vars.font.size.sm });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const emptyText = style({ margin: 0, color: c.text.secondary, maxWidth: '60ch' });
