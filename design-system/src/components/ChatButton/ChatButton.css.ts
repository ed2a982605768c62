import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

export const chat = style([
  focusRing,
  {
    position: 'fixed',
    insetInlineEnd: vars.space.md,
    bottom: vars.space.md,
    zIndex: vars.zIndex.sticky,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.targetTouch,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid ${c.brand.accent}`,
    background: c.brand.accent,
    color: c.brand.onAccent,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    boxShadow: vars.shadow.overlay,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: { '&[data-hovered]': { background: c.brand.accentHover } },
    '@media': {
      [media.forcedColors]: { borderColor: 'LinkText', color: 'LinkText' },
      // Narrow or zoomed (400% of 1280 px is 320 px): in the flow at the page's end, over nothing.
      [media.mobileOnly]: { position: 'static', boxShadow: 'none' },
      [media.desktop]: { insetInlineEnd: vars.space.lg, bottom: vars.space.lg },
    },
  },
]);

/** In a story or a docs page: flows in the page instead of floating. */
export const inline = style({ position: 'static' });
