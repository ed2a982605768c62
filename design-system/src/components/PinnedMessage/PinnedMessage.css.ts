import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** Stays at the top of its scrolling container (a wizard body or a page). */
export const pinned = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  paddingBottom: vars.space.xs,
  background: vars.color.surface.raised,
});
