import type { Page } from '@playwright/test';

/** Loads the bundled UI font and tells whether a face of it is really in use (not a fallback). */
export async function bundledFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    // Fonts load lazily: ask for ours so text-less pages settle too.
    await document.fonts.load('16px "Source Sans 3 Variable"');
    await document.fonts.ready;
    // check() is true for undeclared families: look for a loaded face of ours instead.
    return [...document.fonts].some(
      (face) => face.family.includes('Source Sans 3') && face.status === 'loaded',
    );
  });
}
