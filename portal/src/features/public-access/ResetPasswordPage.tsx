import { publicAccess } from '@inversiones/contract';
import { Button, Heading, Stack, SuccessPanel } from '@inversiones/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { PinStep } from './PinStep.tsx';
import { QuestionsStep } from './QuestionsStep.tsx';
import { RutStep } from './RutStep.tsx';

type Step =
  | { name: 'rut' }
  | { name: 'questions'; flujo: string; preguntas: publicAccess.Question[] }
  | { name: 'pin'; flujo: string; sent: publicAccess.PinSent }
  | { name: 'password'; flujo: string }
  | { name: 'done' };

const quiet = { anonymous: true, onError: false } as const;

/**
 * Spec 7 "Reset and unlock": RUT, reset questions, validate, PIN (validate, new PIN), create the
 * new password, process. Public, in the simple shell.
 */
export function ResetPasswordPage() {
  const m = messages.reset;
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'rut' });
  usePageTitle(m.title);

  const startOver = (
    <Button variant="tertiary" onPress={() => setStep({ name: 'rut' })}>
      {messages.common.startOver}
    </Button>
  );

  switch (step.name) {
    case 'rut':
      return (
        <RutStep
          title={m.title}
          description={m.intro}
          onSubmit={async (rut, desafio) => {
            const started = await apiSend(publicAccess.resetQuestions, { rut, desafio }, quiet);
            setStep({ name: 'questions', ...started });
          }}
        />
      );
    case 'questions':
      return (
        <Stack gap="md">
          <QuestionsStep
            questions={step.preguntas}
            submitLabel={m.validate}
            onSubmit={async (respuestas) => {
              const { flujo } = step;
              const sent = await apiSend(
                publicAccess.validateResetAnswers,
                { flujo, respuestas },
                quiet,
              );
              setStep({ name: 'pin', flujo, sent });
            }}
          />
          {startOver}
        </Stack>
      );
    case 'pin':
      return (
        <Stack gap="md">
          <PinStep
            sent={step.sent}
            onValidate={async (pin) => {
              await apiSend(publicAccess.validatePin, { flujo: step.flujo, pin }, quiet);
              setStep({ name: 'password', flujo: step.flujo });
            }}
            onNewPin={() => apiSend(publicAccess.newPin, { flujo: step.flujo }, quiet)}
          />
          {startOver}
        </Stack>
      );
    case 'password':
      return (
        <PasswordStep
          onSubmit={async (clave) => {
            await apiSend(publicAccess.createPassword, { flujo: step.flujo, clave }, quiet);
            await apiSend(publicAccess.processReset, { flujo: step.flujo }, quiet);
            setStep({ name: 'done' });
          }}
        />
      );
    case 'done':
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
}
