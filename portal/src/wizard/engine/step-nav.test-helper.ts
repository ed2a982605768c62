import { vi } from 'vitest';
import type { StepNav } from './step-props.ts';

/** A StepNav whose every call is a spy (steps under test, outside the engine). */
export function makeStepNav(overrides: Partial<StepNav> = {}) {
  return {
    next: vi.fn<StepNav['next']>(),
    back: vi.fn<StepNav['back']>(),
    postpone: vi.fn<StepNav['postpone']>(),
    save: vi.fn<StepNav['save']>(async (answers) => answers),
    close: vi.fn<StepNav['close']>(),
    control: vi.fn<StepNav['control']>(),
    busy: false,
    ...overrides,
  } satisfies StepNav;
}
