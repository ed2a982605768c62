import { Button, Heading, Stack, SuccessPanel } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';

export interface PublicFlowProps {
  /** The flow's name: the page title, and the level-1 heading over its success panel. */
  title: string;
  /** The finished flow's panel; while absent, the current step (`children`) shows. */
  done?: { title: string; text: string };
  /** Offers 'Comenzar nuevamente' under the step (the steps between the first and the last). */
  onStartOver?: () => void;
  children?: ReactNode;
}

/**
 * The frame every public flow (reset, unlock, enrolment) shares: the page title, the current
 * step, the way back to its start, and the success panel that sends the client to log in.
 */
export function PublicFlow({ title, done, onStartOver, children }: PublicFlowProps) {
  const navigate = useNavigate();
  usePageTitle(title);
  if (done) {
    return (
      <Stack gap="md">
        <Heading level={1}>{title}</Heading>
        <SuccessPanel
          title={done.title}
          titleLevel={2}
          actionLabel={messages.common.goToLogin}
          onAction={() => void navigate('/login')}
        >
          {done.text}
        </SuccessPanel>
      </Stack>
    );
  }
  if (!onStartOver) return children;
  return (
    <Stack gap="md">
      {children}
      <Button variant="tertiary" onPress={onStartOver}>
        {messages.common.startOver}
      </Button>
    </Stack>
  );
}
