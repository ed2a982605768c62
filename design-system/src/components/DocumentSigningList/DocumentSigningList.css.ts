import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The documents, one card each. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Title and date on the left, the state on the right; the state goes under on a phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  margin: 0,
  color: c.text.primary,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

/** The rejection's reason, set apart by a rule on its start side. */
export const rejection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.borderWidth.thick} solid ${c.feedback.error.border}`,
  '@media': { [media.forcedColors]: { borderInlineStartColor: 'CanvasText' } },
});

export const rejectionTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
});

export const attorneys = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The file, 'Firmar' and 'Rechazar', wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  color: c.text.secondary,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const dialogText = style({ margin: 0, color: c.text.primary, overflowWrap: 'anywhere' });
