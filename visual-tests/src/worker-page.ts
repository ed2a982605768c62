import { test as base, type Page } from '@playwright/test';

/**
 * One browser page per worker: the story tests load Storybook's preview in it once and switch
 * stories there (see openStory), instead of a new context and document per story.
 */
export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        locale: options.locale,
        timezoneId: options.timezoneId,
        colorScheme: options.colorScheme,
        reducedMotion: options.reducedMotion,
        deviceScaleFactor: options.deviceScaleFactor,
        hasTouch: options.hasTouch,
        isMobile: options.isMobile,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
