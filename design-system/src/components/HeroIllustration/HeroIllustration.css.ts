import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;

/** Every ridge is currentColor at its own opacity, so one token role colours the scene. */
export const root = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    '@media': { [media.forcedColors]: { display: 'none' } },
  },
  variants: {
    tone: {
      light: { color: c.brand.primary },
      dark: { color: c.text.inverse },
    },
  },
});

export const far = style({ fill: 'currentColor', fillOpacity: 0.05 });
export const mid = style({ fill: 'currentColor', fillOpacity: 0.08 });
export const near = style({ fill: 'currentColor', fillOpacity: 0.12 });
export const line = style({
  fill: 'none',
  stroke: c.brand.accent,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
  selectors: { [`${root.classNames.variants.tone.dark} &`]: { stroke: c.brand.accentOnInverse } },
});
