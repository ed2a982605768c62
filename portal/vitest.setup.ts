import { accessibleDescriptionMatchers } from '@inversiones/design-system/testing/accessible-description';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

expect.extend(accessibleDescriptionMatchers);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
