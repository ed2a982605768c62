import {
  borderWidth,
  breakpoint,
  color,
  fontFamily,
  fontSize,
  fontWeight,
  highContrastColor,
  lineHeight,
  motion,
  radius,
  shadow,
  size,
  space,
  zIndex,
  type ColorRoles,
} from './tokens.ts';

type TokenTree = { [key: string]: TokenTree | { $type: string; $value: unknown } };

const leaves = (
  tree: Record<string, unknown>,
  $type: string,
  toValue: (value: never) => unknown,
): TokenTree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null
        ? leaves(value as Record<string, unknown>, $type, toValue)
        : { $type, $value: toValue(value as never) },
    ]),
  );

const dimension = (value: number) => ({ value, unit: 'px' });
const duration = (value: number) => ({ value, unit: 'ms' });
const identity = (value: unknown) => value;
const colours = (roles: ColorRoles) => leaves(roles, 'color', identity);

/** The tokens as a W3C Design Tokens (DTCG) document, for designers' tools. */
export function designTokensJson() {
  return {
    $description:
      'Tokens del portal de clientes. Generado desde tokens/src/tokens.ts: no editar a mano.',
    color: colours(color),
    colorHighContrast: colours(highContrastColor),
    font: {
      family: leaves(fontFamily, 'fontFamily', identity),
      size: leaves(fontSize, 'dimension', dimension),
      lineHeight: leaves(lineHeight, 'number', identity),
      weight: leaves(fontWeight, 'fontWeight', identity),
    },
    space: leaves(space, 'dimension', dimension),
    radius: leaves(radius, 'dimension', dimension),
    borderWidth: leaves(borderWidth, 'dimension', dimension),
    shadow: leaves(shadow, 'shadow', identity),
    breakpoint: leaves(breakpoint, 'dimension', dimension),
    zIndex: leaves(zIndex, 'number', identity),
    motion: {
      duration: leaves(motion.duration, 'duration', duration),
      easing: leaves(motion.easing, 'cubicBezier', (css: string) =>
        (/\(([^)]*)\)/.exec(css)?.[1] ?? '').split(',').map(Number),
      ),
    },
    size: leaves(size, 'dimension', dimension),
  };
}

/** The file's exact text, as committed. */
export const designTokensJsonText = () => `${JSON.stringify(designTokensJson(), null, 2)}\n`;
