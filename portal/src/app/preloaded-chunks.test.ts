import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPreloadedChunks,
  preloadedChunks,
  preloadedChunksEvaluated,
} from './preloaded-chunks.ts';

function pageWith(hrefs: string[]): Document {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return document;
}

const origin = window.location.origin;

afterEach(() => {
  forgetPreloadedChunks();
  for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('the first page’s preloaded chunks', () => {
  it('are the build’s own assets, in the server’s order (dependencies first)', () => {
    const doc = pageWith([
      `${origin}/assets/shared-A1.js`,
      'https://cdn.example.com/assets/evil.js',
      `${origin}/otra/ruta.js`,
      `${origin}/assets/home-B2.js`,
    ]);
    expect(preloadedChunks(doc)).toEqual([
      `${origin}/assets/shared-A1.js`,
      `${origin}/assets/home-B2.js`,
    ]);
  });

  it('run one per task, in order, before the evaluation counts as done', async () => {
    const doc = pageWith([`${origin}/assets/a.js`, `${origin}/assets/b.js`]);
    const imported: string[] = [];
    const importModule = vi.fn(async (url: string) => {
      imported.push(url.split('/').pop() ?? url);
    });
    const done = preloadedChunksEvaluated(doc, importModule);
    // The first is asked at once; the second only after a task boundary.
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(imported).toEqual(['a.js']);
    await done;
    expect(imported).toEqual(['a.js', 'b.js']);
    // Asked again (every lazy route asks), nothing runs twice.
    await preloadedChunksEvaluated(doc, importModule);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('stop at a chunk that fails, and still let the routes go on (they show the failure)', async () => {
    const doc = pageWith([`${origin}/assets/a.js`, `${origin}/assets/b.js`]);
    const importModule = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(preloadedChunksEvaluated(doc, importModule)).resolves.toBeUndefined();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('resolve at once on a page with none (a page opened later, the dev server)', async () => {
    const importModule = vi.fn(async () => undefined);
    await preloadedChunksEvaluated(pageWith([]), importModule);
    expect(importModule).not.toHaveBeenCalled();
  });
});
