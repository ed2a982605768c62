import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One condition of the full variant: a quiet card with its description and document link. */
export const detailedItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** Text and link under the checkbox, aligned with its label (box 20 px + gap 8 px). */
export const itemDetails = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})`,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The "Obligatorio" mark beside a mandatory condition: words, never colour alone. */
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
