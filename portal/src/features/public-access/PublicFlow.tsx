import { Button, Heading, Stack, SuccessPanel } from '@inversiones/design-system';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import { RutStep } from './RutStep.tsx';

/** Moves a flow to its next step, or to its success panel. */
export type GoTo<Step> = (next: Step | 'done') => void;

export interface PublicFlowProps<Step extends { name: string }> {
  /** The flow's name (page title, the RUT step's title and the heading over its success panel),
   * the RUT step's introduction and the success panel's texts. */
  texts: { title: string; intro: string; doneTitle: string; doneText: string };
  /** Starts the flow with the RUT and a solved challenge: the step after the RUT. */
  start: (rut: string, desafio: string) => Promise<Step>;
  /** The steps that offer 'Comenzar nuevamente' (those between the first and the last). */
  startOverAt: readonly Step['name'][];
  /** Renders a step after the RUT; `goTo` moves on. */
  children: (step: Step, goTo: GoTo<Step>) => ReactNode;
}

/**
 * The sequence every public flow (reset, unlock, enrolment) shares: the page title, the RUT step
 * first, the current step, the way back to the start, and the success panel that sends the
 * client to log in.
 */
export function PublicFlow<Step extends { name: string }>({
  texts,
  start,
  startOverAt,
  children,
}: PublicFlowProps<Step>) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step | 'rut' | 'done'>('rut');
  usePageTitle(texts.title);
  if (step === 'done') {
    return (
      <Stack gap="md">
        <Heading level={1}>{texts.title}</Heading>
        <SuccessPanel
          title={texts.doneTitle}
          titleLevel={2}
          actionLabel={messages.common.goToLogin}
          onAction={() => void navigate('/login')}
        >
          {texts.doneText}
        </SuccessPanel>
      </Stack>
    );
  }
  if (step === 'rut') {
    return (
      <RutStep
        title={texts.title}
        description={texts.intro}
        onSubmit={async (rut, desafio) => setStep(await start(rut, desafio))}
      />
    );
  }
  const current = children(step, setStep);
  if (!startOverAt.includes(step.name)) return current;
  return (
    <Stack gap="md">
      {current}
      <Button variant="tertiary" onPress={() => setStep('rut')}>
        {messages.common.startOver}
      </Button>
    </Stack>
  );
}
