import { publicAccess } from '@inversiones/contract';
import { Button, Heading, Stack, SuccessPanel } from '@inversiones/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import { QuestionsStep } from './QuestionsStep.tsx';
import { RutStep } from './RutStep.tsx';

type Step =
  | { name: 'rut' }
  | { name: 'questions'; flujo: string; preguntas: publicAccess.Question[] }
  | { name: 'done' };

const quiet = { anonymous: true, onError: false } as const;

/** Spec 7 "Reset and unlock": unlock questions, then process unlock. Public, simple shell. */
export function UnlockPage() {
  const m = messages.unlock;
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'rut' });
  usePageTitle(m.title);

  if (step.name === 'rut') {
    return (
      <RutStep
        title={m.title}
        description={m.intro}
        onSubmit={async (rut, desafio) => {
          const started = await apiSend(publicAccess.unlockQuestions, { rut, desafio }, quiet);
          setStep({ name: 'questions', ...started });
        }}
      />
    );
  }
  if (step.name === 'questions') {
    return (
      <Stack gap="md">
        <QuestionsStep
          questions={step.preguntas}
          submitLabel={m.submit}
          onSubmit={async (respuestas) => {
            await apiSend(publicAccess.processUnlock, { flujo: step.flujo, respuestas }, quiet);
            setStep({ name: 'done' });
          }}
        />
        <Button variant="tertiary" onPress={() => setStep({ name: 'rut' })}>
          {messages.common.startOver}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Heading level={1}>{m.title}</Heading>
      <SuccessPanel
        title={m.doneTitle}
        titleLevel={2}
        actionLabel={messages.common.goToLogin}
        onAction={() => void navigate('/login')}
      >
        {m.doneText}
      </SuccessPanel>
    </Stack>
  );
}
