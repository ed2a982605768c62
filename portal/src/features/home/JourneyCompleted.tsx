import { Alert, Stack } from '@inversiones/design-system';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { uiState } from '../../store/ui.ts';
import * as messages from './messages.ts';

/**
 * The confirmation after the onboarding's last wizard: it takes the focus the closed dialog held
 * (instead of <body>), and shows once (leaving the home page clears it).
 */
export function JourneyCompleted() {
  const { journeyCompleted } = useSnapshot(uiState);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (journeyCompleted) ref.current?.focus();
  }, [journeyCompleted]);
  useEffect(
    () => () => {
      uiState.journeyCompleted = false;
    },
    [],
  );

  if (!journeyCompleted) return null;
  return (
    <Stack ref={ref} tabIndex={-1} data-journey-completed="">
      <Alert priority="success" title={messages.journeyCompleted.title}>
        {messages.journeyCompleted.body}
      </Alert>
    </Stack>
  );
}
