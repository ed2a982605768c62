import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const block = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  overflowWrap: 'break-word',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const media_ = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.brandSubtle,
  color: vars.color.brand.primary,
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
