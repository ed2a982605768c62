import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** Two tiles a row on a phone, as many as fit on wider screens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' } },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const tile = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.targetTouch,
    padding: `${vars.space.sm} ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
    borderRadius: vars.radius.md,
    background: c.surface.raised,
    color: c.text.link,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: c.brand.primary, color: c.text.linkHover },
      '&[data-pressed]': { background: c.surface.brandSubtle },
    },
    '@media': { [media.forcedColors]: { borderColor: 'LinkText' } },
  },
]);

export const icon = style({
  display: 'inline-flex',
  flex: '0 0 auto',
  color: c.brand.accent,
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const skeletonTile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const edit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const none = style({ margin: 0, color: c.text.secondary });
