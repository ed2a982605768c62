import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
});

export const swatch = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface.raised,
  fontFamily: vars.font.family.sans,
});

export const chip = style({
  height: '64px',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const swatchText = style({
  padding: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  margin: `${vars.space.md} 0`,
});

export const cell = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  color: vars.color.text.primary,
});

export const numericCell = style([cell, { textAlign: 'right' }]);

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.semibold,
});

export const bar = style({
  height: vars.space.md,
  background: vars.color.brand.accent,
  borderRadius: vars.radius.sm,
});

export const uiSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '32px',
  borderRadius: vars.radius.sm,
});

export const uiMark = style({
  width: '40px',
  height: '16px',
  borderRadius: vars.radius.sm,
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'solid',
});

// Kit es-CL playground (EsClPlayground.tsx): labelled fields and their live results.
export const playground = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  fontFamily: vars.font.family.sans,
  color: vars.color.text.primary,
});

export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const field = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const input = style({
  minWidth: '16rem',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});
