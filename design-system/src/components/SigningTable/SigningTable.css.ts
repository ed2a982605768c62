import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Desde, Hasta and Buscar in a row that wraps on a phone. */
export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const filterField = style({ flex: '1 1 12rem', maxWidth: '16rem', minWidth: 0 });

/** Buscar lines up with the fields' boxes (below their labels) from 768 px. */
export const filterAction = style({
  flex: '1 1 100%',
  '@media': { [media.tablet]: { flex: '0 0 auto', paddingTop: vars.space.lg } },
});

export const instrument = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** The instrument (with its marks) over the order's one-line description. */
export const instrumentCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const description = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const rowActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The selection count and 'Firmar' under the table. */
export const signBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.sunken,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const selectedCount = style({
  margin: 0,
  marginInlineEnd: 'auto',
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const dialogText = style({ margin: 0, color: c.text.primary });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const summaryItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.semibold,
});

export const comments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.page,
  overflowWrap: 'anywhere',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const commentMeta = style({
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const commentForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const commentActions = style({ display: 'flex', justifyContent: 'flex-end' });
