import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from '@inversiones/tokens';

const space = vars.space;

export const responsiveConditions = {
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
} as const;

// Mobile first: the base value applies everywhere, `tablet` from 768 px, `desktop` from 990 px.
export const layoutProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
  },
});

/** The flex atoms alone (Stack): the same classes as `sprinkles`, with a much smaller runtime. */
export const layoutSprinkles = createSprinkles(layoutProperties);

export type LayoutSprinkles = Parameters<typeof layoutSprinkles>[0];
