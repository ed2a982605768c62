import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 600,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: c.feedback.success.background,
  color: c.feedback.success.icon,
  '@media': { [media.forcedColors]: { color: 'CanvasText', border: '1px solid CanvasText' } },
});

export const detail = style({
  margin: 0,
  color: c.text.primary,
  lineHeight: vars.font.lineHeight.normal,
});

export const name = style({ fontWeight: vars.font.weight.semibold });

export const date = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
