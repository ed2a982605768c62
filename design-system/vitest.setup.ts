import '@testing-library/jest-dom/vitest';
import { accessibleDescriptionMatchers } from './test/accessible-description.ts';
import { resetDocument } from './test/reset-document.ts';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { preloadDeferredParts } from './src/lazy/deferred-parts.ts';

expect.extend(accessibleDescriptionMatchers);

afterEach(() => cleanup());
// Files share the worker's document (isolate: false): each leaves it blank for the next.
afterAll(() => resetDocument());

// Optional parts (sanitised HTML, tooltips, the period's dates) render in the first pass, as
// after a preload; their first transform on a busy machine takes longer than a hook's 10 s.
beforeAll(() => preloadDeferredParts(), 60_000);
