export * from './tokens.ts';
export { vars } from './vars.css.ts';
export { highContrastTheme } from './themes.css.ts';
export { media } from './media.ts';
export { contrastRatio, relativeLuminance, parseHex } from './contrast.ts';
export { contrastPairs, minimumRatio, type ContrastPair, type PairKind } from './contrast-pairs.ts';
export { themeValues, type ThemeValues } from './theme-values.ts';
