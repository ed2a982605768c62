import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 640,
  marginInline: 'auto',
  boxSizing: 'border-box',
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: c.feedback.success.background,
  color: c.feedback.success.icon,
  '@media': { [media.forcedColors]: { color: 'CanvasText', border: '1px solid CanvasText' } },
});

/** One document: centred under the title; several: rows divided by a hairline. */
export const list = recipe({
  base: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    single: {
      true: {},
      false: { borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}` },
    },
  },
});

export const item = recipe({
  base: { display: 'flex', gap: vars.space.sm, minWidth: 0 },
  variants: {
    single: {
      true: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
      false: {
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        paddingBlock: vars.space.sm,
        borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
        '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
      },
    },
  },
});

export const detail = recipe({
  base: { minWidth: 0, margin: 0, color: c.text.primary, lineHeight: vars.font.lineHeight.normal },
  variants: { single: { true: {}, false: { flex: '1 1 16rem' } } },
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
