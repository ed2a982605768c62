import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One document: checkbox or name on the left, download and '+' on the right (wraps). */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** The name side of an item; read-only items stack the name over the signed flag and date. */
export const itemMain = style({
  display: 'flex',
  flex: '1 1 14rem',
  minWidth: 0,
});

export const readOnlyMain = style({
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  color: c.text.primary,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
});

export const date = style({ fontVariantNumeric: 'tabular-nums' });

/** The signed flag: icon and word, never colour alone. */
export const signedMark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
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

/** Download link and '+' of a document. */
export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

/** Below 768 px the actions wrap under the name: line them up with the label, past the box. */
export const actionsIndented = style({
  '@media': {
    [media.mobileOnly]: { paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})` },
  },
});

/** The 'Obligatorio' mark: a word, never colour alone. */
export const mandatoryTag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xxs}`,
  border: `${vars.borderWidth.thin} solid ${c.border.default}`,
  borderRadius: vars.radius.sm,
  color: c.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
});

export const submitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: c.text.secondary,
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
