import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { nativeFocusRing } from '../../styles/focus.ts';

const c = vars.color;
const f = c.feedback;

/** The quote's card; `data-expired` fades the figures, `data-urgent` warms the last 10 s. */
export const root = style([
  nativeFocusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    maxWidth: '32rem',
    padding: vars.space.md,
    border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
    borderRadius: vars.radius.md,
    background: c.surface.raised,
    color: c.text.primary,
    '@media': {
      [media.tablet]: { padding: vars.space.lg },
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const rate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const rateLabel = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const rateValue = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${root}[data-expired] &`]: { color: c.text.secondary } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** 'Usted paga' / 'Usted recibe': label left, amount right, under a hairline. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const lineLabel = style({ color: c.text.secondary });

export const lineValue = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    [`${root}[data-expired] &`]: {
      color: c.text.secondary,
      fontWeight: vars.font.weight.regular,
    },
  },
});

export const countdown = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const time = style({
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.md,
  selectors: { [`${root}[data-urgent] &`]: { color: f.warning.text } },
});

export const figure = style({
  color: c.text.heading,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${root}[data-urgent] &`]: { color: f.warning.text } },
});

/** The slim bar of the time left: full when quoted, empty at expiry. */
export const track = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: c.surface.sunken,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  overflow: 'hidden',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const fill = style({
  height: '100%',
  background: c.brand.accent,
  transformOrigin: 'left center',
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${root}[data-urgent] &`]: { background: f.warning.border } },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { background: 'Highlight' },
  },
});

export const status = style({ minWidth: 0 });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${f.warning.border}`,
  borderRadius: vars.radius.md,
  background: f.warning.background,
  color: f.warning.text,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const noteIcon = style({ display: 'inline-flex', flexShrink: 0, paddingTop: 2 });

globalStyle(`${noteIcon} > svg`, { color: f.warning.icon });

/** Holds 'Cotizar de nuevo' or the confirmation, then 'Modificar' (stacked on a phone). */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap' } },
});
