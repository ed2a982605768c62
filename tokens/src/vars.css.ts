import { createThemeContract } from '@vanilla-extract/css';
import { color } from './tokens.ts';
import { themeValues } from './theme-values.ts';

// The contract has the default theme's shape; values are filled by each theme.
const shape = themeValues(color);
const nullLeaves = <T>(value: T): T =>
  (typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullLeaves(v)]))
    : null) as T;

/** The theme contract: every component styles itself only through these CSS variables. */
export const vars = createThemeContract(nullLeaves(shape));
