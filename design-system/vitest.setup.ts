import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadDeferredParts } from './src/lazy/deferred-parts.ts';

afterEach(() => cleanup());

// Optional parts (sanitised HTML, tooltips) render in the first pass, as after a preload.
beforeAll(() => preloadDeferredParts());
