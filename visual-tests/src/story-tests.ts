import { expect, type Page } from '@playwright/test';
import { storyViolations } from './story-axe.ts';
import { bundledFontLoaded } from './fonts.ts';
import { readStories } from './storybook-index.ts';
import type { PreviewWindow } from './preview-window.ts';
import { test } from './worker-page.ts';

// Frozen rendering: no animation, transition or blinking caret can change a pixel between runs,
// and no OffscreenRegion left unrendered below the viewport, which a whole-page capture renders
// some times and not others: pictures show it as once scrolled to.
const freezeCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; }
  [data-offscreen-region] { content-visibility: visible !important; }`;

/**
 * Shows a story and waits until it has rendered and its play function has ended. The worker's
 * first story loads the preview; the next ones switch to it as the Storybook UI does (the
 * previous story unmounts), which spares a document, its bundles and its fonts per story.
 */
async function openStory(page: Page, storyId: string) {
  if (page.url().includes('/iframe.html')) {
    await page.evaluate((id) => {
      // As on a fresh page: no scroll and no focus left behind (the preview resets the modality).
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  } else {
    // Storybook ends a story whose play function threw in the phase 'finished' all the same; its
    // channel says so (playFunctionThrewException): the preview records it per story.
    await page.addInitScript(() => {
      const win = window as unknown as PreviewWindow & { __playErrors?: Record<string, string> };
      win.__playErrors = {};
      const listen = setInterval(() => {
        const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return;
        clearInterval(listen);
        channel.on('playFunctionThrewException', ((error: { message?: string }) => {
          const id = win.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '?';
          if (win.__playErrors) win.__playErrors[id] = error?.message ?? String(error);
        }) as (...args: never[]) => void);
      }, 1);
    });
    // The a11y addon checks on request (below), not on its own after every story.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  }
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    const ended = ['finished', 'errored', 'aborted'].includes(render?.phase ?? '');
    return render?.id === id && ended;
  }, storyId);
}

/** Adds the frozen-rendering style once per preview document. */
async function freezeMotion(page: Page) {
  await page.evaluate((css) => {
    if (document.getElementById('visual-freeze')) return;
    const style = document.createElement('style');
    style.id = 'visual-freeze';
    style.textContent = css;
    document.head.append(style);
  }, freezeCss);
}

/**
 * Declares one test per story (only those tagged `onlyTag`, when given): it renders, its play
 * function passes, axe finds nothing and the page matches its screenshot.
 */
export function defineStoryTests({ onlyTag }: { onlyTag?: string } = {}) {
  const stories = readStories().filter((story) => !onlyTag || story.tags?.includes(onlyTag));

  for (const story of stories) {
    const run = async (page: Page) => {
      const pageErrors: string[] = [];
      const onError = (error: Error) => pageErrors.push(error.message);
      page.on('pageerror', onError);

      await openStory(page, story.id);
      const { phase, error, playError } = await page.evaluate((id) => {
        const win = window as unknown as PreviewWindow & { __playErrors?: Record<string, string> };
        return {
          phase: win.__STORYBOOK_PREVIEW__?.currentRender?.phase,
          // Storybook's own error display: what the play function or the render threw.
          error: document.querySelector('#error-message')?.textContent?.trim(),
          playError: win.__playErrors?.[id],
        };
      }, story.id);
      expect(phase, `the story rendered and its play function passed\n${error ?? ''}`).toBe(
        'finished',
      );
      expect(playError, 'the play function threw').toBeUndefined();
      await freezeMotion(page);
      expect(await bundledFontLoaded(page), 'the bundled font is loaded').toBe(true);

      // Popovers measured while the page was still settling are placed again, as on a real resize.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.dispatchEvent(new Event('resize'));
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
      );
      const violations = await storyViolations(page, story.id);
      expect(violations, violations.join('\n')).toEqual([]);

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
