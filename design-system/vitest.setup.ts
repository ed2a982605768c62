import '@testing-library/jest-dom/vitest';
import { accessibleDescriptionMatchers } from './test/accessible-description.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { preloadDeferredParts } from './src/lazy/deferred-parts.ts';

expect.extend(accessibleDescriptionMatchers);

afterEach(() => cleanup());

// Optional parts (sanitised HTML, tooltips) render in the first pass, as after a preload.
beforeAll(() => preloadDeferredParts());
