import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rule tags every page and story is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe and returns the serious and critical violations, formatted for a failure message.
 * `frameless`: a page without frames (a docs page) is checked by one in-page run instead of axe's
 * per-frame runs joined in a helper page, about half the time.
 */
export async function seriousViolations(
  page: Page,
  include?: string,
  { frameless = false, bestPractice = false }: { frameless?: boolean; bestPractice?: boolean } = {},
): Promise<string[]> {
  const tags = bestPractice ? [...wcagTags, 'best-practice'] : wcagTags;
  let builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode(frameless);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter(
      (v) =>
        v.impact === 'serious' ||
        v.impact === 'critical' ||
        // Best practices (region, landmarks, heading order) are rated moderate: count them too.
        (bestPractice && v.tags.includes('best-practice') && v.impact === 'moderate'),
    )
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    );
}
