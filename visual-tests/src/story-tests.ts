import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { bundledFontLoaded } from './fonts.ts';
import { readStories } from './storybook-index.ts';
import { test } from './worker-page.ts';

// Frozen rendering: no animation, transition or blinking caret can change a pixel between runs.
const freezeCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; }`;

/**
 * Declares one screenshot test per story (only those tagged `onlyTag`, when given), with an axe
 * scan when `axe` is set: at desktop width the Storybook Vitest step already fails any story with
 * an axe violation (a stricter rule set), so only other viewports need their own scan here.
 */
export function defineStoryTests({
  onlyTag,
  axe = false,
}: { onlyTag?: string; axe?: boolean } = {}) {
  const stories = readStories().filter((story) => !onlyTag || story.tags?.includes(onlyTag));

  for (const story of stories) {
    const run = async (page: Page) => {
      const pageErrors: string[] = [];
      const onError = (error: Error) => pageErrors.push(error.message);
      page.on('pageerror', onError);

      // The a11y addon's own axe pass is turned off (the Vitest step and `axe` below run axe).
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
      // Wait for Storybook to leave its preparing state and finish the play function.
      await page.waitForFunction(() => {
        const phase = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'errored' || phase === 'aborted';
      });
      const phase = await page.evaluate(
        () =>
          (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string } } })
            .__STORYBOOK_PREVIEW__.currentRender.phase,
      );
      expect(phase, 'the story rendered and its play function passed').toBe('finished');
      await page.addStyleTag({ content: freezeCss });
      expect(await bundledFontLoaded(page), 'the bundled font is loaded').toBe(true);

      // Popovers measured while the page was still settling are placed again, as on a real resize.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.dispatchEvent(new Event('resize'));
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
      );
      if (axe) {
        const violations = await seriousViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
      }

      await expect(page).toHaveScreenshot(`${story.id}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
      page.off('pageerror', onError);
      expect(pageErrors, 'no uncaught errors in the story').toEqual([]);
    };
    const name = `${story.title} › ${story.name}`;
    test(name, ({ workerPage }) => run(workerPage));
  }
}
