import { accessibleDescriptionMatchers } from '@inversiones/design-system/testing/accessible-description';
import { resetDocument } from '@inversiones/design-system/testing/reset-document';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';

expect.extend(accessibleDescriptionMatchers);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Files share the worker's document (isolate: false): each leaves it blank for the next.
afterAll(() => resetDocument());
