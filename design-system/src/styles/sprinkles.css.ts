import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '@inversiones/tokens';
import { layoutProperties, responsiveConditions } from './layout-sprinkles.css.ts';

const space = vars.space;

const spaceProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    width: { auto: 'auto', full: '100%' },
    // A form reads best at about 70 characters a line, whatever the screen's width.
    maxWidth: { none: 'none', form: '44rem' },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius,
  },
});

/** Typed, atomic layout and surface classes over the tokens, responsive at 768 and 990 px. */
export const sprinkles = createSprinkles(layoutProperties, spaceProperties, surfaceProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
