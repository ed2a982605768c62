import { style } from '@vanilla-extract/css';

/**
 * A Stack may itself shrink below its content's width when it sits in a row or a grid cell, so
 * its text wraps inside it instead of pushing the row off a 375-px screen. Its own children keep
 * the browser's default (they never shrink below their longest word).
 */
export const stack = style({ minWidth: 0 });
