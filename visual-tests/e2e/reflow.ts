import { expect, type Page } from '@playwright/test';

/**
 * No sideways scrolling once the page has reflowed for its viewport: polled, because content
 * sized by script (observers, lazy items) settles a moment after a resize.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: 'no horizontal scrolling' },
    )
    .toBeLessThanOrEqual(0);
}
