import {
  borderWidth,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  shadow,
  size,
  space,
  zIndex,
  type ColorRoles,
} from './tokens.ts';

const px = <T extends Record<string, number>>(scale: T) =>
  Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, `${v}px`])) as {
    [K in keyof T]: string;
  };
const ms = <T extends Record<string, number>>(scale: T) =>
  Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, `${v}ms`])) as {
    [K in keyof T]: string;
  };
const text = <T extends Record<string, number>>(scale: T) =>
  Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, String(v)])) as {
    [K in keyof T]: string;
  };

/** The CSS values of a theme: raw tokens as strings, with the given colour roles. */
export function themeValues(colors: ColorRoles) {
  return {
    color: colors,
    font: {
      family: fontFamily,
      size: px(fontSize),
      lineHeight: text(lineHeight),
      weight: text(fontWeight),
    },
    space: px(space),
    radius: px(radius),
    shadow,
    borderWidth: px(borderWidth),
    zIndex: text(zIndex),
    motion: { duration: ms(motion.duration), easing: motion.easing },
    size: px(size),
  };
}

export type ThemeValues = ReturnType<typeof themeValues>;
