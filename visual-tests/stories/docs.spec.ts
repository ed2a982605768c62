import { expect, test } from '@playwright/test';
import { seriousViolations } from '../src/axe.ts';
import { readDocsPages } from '../src/storybook-index.ts';

// The pages designers and auditors read are held to the same WCAG 2.2 AA bar as the stories.
for (const page of readDocsPages()) {
  test(`Documentación › ${page.title}`, async ({ page: browserPage }) => {
    await browserPage.goto(`/iframe.html?id=${page.id}&viewMode=docs`);
    await expect(browserPage.locator('#storybook-docs h1').first()).toBeVisible();
    const violations = await seriousViolations(browserPage, undefined, { frameless: true });
    expect(violations, violations.join('\n')).toEqual([]);
  });
}
