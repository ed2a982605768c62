import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One document: details on the left, the download on the right (stacked when narrow). */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 16rem',
});

/** The signed mark: an icon and a word, so it never relies on colour. */
export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    '@media': { [media.forcedColors]: { color: 'CanvasText' } },
  },
  variants: {
    signed: {
      true: { color: c.feedback.success.text },
      false: { color: c.text.secondary },
    },
  },
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
  overflowWrap: 'anywhere',
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} dashed ${c.border.default}`,
  borderRadius: vars.radius.md,
  color: c.text.secondary,
  textAlign: 'center',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});
