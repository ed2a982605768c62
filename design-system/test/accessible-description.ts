// `toHaveAccessibleDescription` as browsers compute it: Chromium collapses and trims white space
// in accessible descriptions, while jsdom's helper joins every described-by element with a space,
// even the empty error element a design-system field keeps while it is valid.
import { computeAccessibleDescription } from 'dom-accessibility-api';

interface AsymmetricMatcher {
  asymmetricMatch(actual: unknown): boolean;
}

const isAsymmetric = (value: unknown): value is AsymmetricMatcher =>
  typeof (value as AsymmetricMatcher | null)?.asymmetricMatch === 'function';

/** Matchers for `expect.extend` (vitest's, or storybook/test's in play functions). */
export const accessibleDescriptionMatchers = {
  toHaveAccessibleDescription(element: Element, expected?: string | RegExp | AsymmetricMatcher) {
    const actual = computeAccessibleDescription(element).replace(/\s+/g, ' ').trim();
    const pass =
      expected === undefined
        ? actual !== ''
        : expected instanceof RegExp
          ? expected.test(actual)
          : isAsymmetric(expected)
            ? expected.asymmetricMatch(actual)
            : actual === expected;
    return {
      pass,
      message: () =>
        `expected element ${pass ? 'not ' : ''}to have accessible description ${
          expected === undefined ? '' : String(expected)
        }; received "${actual}"`,
    };
  },
};
