import { useEffect, useRef } from 'react';
import { SavingScreen } from '@inversiones/design-system';
import type { StepComponentProps } from '../step-props.ts';

/** The saving screen as a step: shown, it saves the data so far and goes on (spec 4). */
export function LoaderStep({ nav }: StepComponentProps) {
  const started = useRef(false);
  useEffect(() => {
    // Once: a second mount (StrictMode) must not save twice.
    if (started.current) return;
    started.current = true;
    nav.next({});
  }, [nav]);
  return <SavingScreen />;
}
