import { useEffect, useRef } from 'react';
import { SavingScreen } from '@inversiones/design-system';
import * as messages from '../../messages.ts';
import type { StepComponentProps } from '../engine/step-props.ts';

/** The configured loading text: the step's message, else its first item's label. */
export function loaderMessageOf(step: StepComponentProps['step']): string {
  const message = step.config.message;
  if (typeof message === 'string' && message.trim()) return message.trim();
  return step.items[0]?.label?.trim() || messages.loading;
}

/** loaderCustom: the loader step (saves the data so far and goes on) with a configured text. */
export function LoaderCustomStep({ step, nav }: StepComponentProps) {
  const started = useRef(false);
  useEffect(() => {
    // Once: a second mount (StrictMode) must not save twice.
    if (started.current) return;
    started.current = true;
    nav.next({});
  }, [nav]);
  return <SavingScreen message={loaderMessageOf(step)} />;
}
