import { expect, test } from '@playwright/test';
import { readStories } from '../src/storybook-index.ts';

// Every story and docs page is Spanish (WCAG 3.1.1): Storybook writes lang="en", and its
// manager-head and preview-head set es-CL; losing either fails here.
const story = readStories()[0]!;
const pages = {
  manager: `/index.html?path=/story/${story.id}`,
  story: `/iframe.html?id=${story.id}&viewMode=story`,
  docs: `/iframe.html?id=${story.id}&viewMode=docs`,
};

for (const [kind, path] of Object.entries(pages)) {
  test(`Idioma › la página ${kind} declara lang="es-CL"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
  });
}
