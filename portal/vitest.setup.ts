import { accessibleDescriptionMatchers } from '@inversiones/design-system/testing/accessible-description';
import { resetDocument } from '@inversiones/design-system/testing/reset-document';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';

expect.extend(accessibleDescriptionMatchers);

// Lazy steps are transformed on first import: on a busy 2-core CI that can take over the
// default second, so findBy and waitFor wait up to five (they return as soon as they match).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Files share the worker's document (isolate: false): each leaves it blank for the next.
afterAll(() => resetDocument());
