import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

export const footer = style({
  background: c.surface.raised,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  color: c.text.secondary,
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      padding: `${vars.space.xl} ${vars.space.lg}`,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const label = style({
  color: c.text.muted,
  fontSize: vars.font.size.sm,
});

export const legal = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.md}`,
  borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  fontSize: vars.font.size.sm,
  color: c.text.muted,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
