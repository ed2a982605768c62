import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** The spec's banner threshold: from 990 px the whole band, below it the compact row. */
export const wideMedia = media.desktop;

export const banner = style({
  background: c.surface.brandSubtle,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  '@media': { [media.forcedColors]: { borderBottomColor: 'CanvasText' } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.md}`,
  '@media': {
    // One row from the threshold; stacked below it only where matchMedia is missing.
    [wideMedia]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingInline: vars.space.lg,
    },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

export const name = style({
  margin: 0,
  color: c.text.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const contacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** The booking button and the chat, side by side while they fit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
