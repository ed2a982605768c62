import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const alias = style({
  margin: 0,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

/** The person and the bank side by side where there is room; stacked on a phone. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const intermediary = style({
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} dashed ${c.border.subtle}`,
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** A dt/dd pair: its wrapper steps aside so the pair sits in the grid's two columns. */
export const fieldRow = style({ display: 'contents' });

export const fieldLabel = style({ color: c.text.secondary });

export const fieldValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const notProvided = style({ color: c.text.muted, fontStyle: 'italic' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
