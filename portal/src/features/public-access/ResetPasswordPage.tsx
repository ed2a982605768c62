import { publicAccess } from '@inversiones/contract';
import { useState } from 'react';
import { apiSend } from '../../http/client.ts';
import * as messages from './messages.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { PinStep } from './PinStep.tsx';
import { PublicFlow } from './PublicFlow.tsx';
import { QuestionsStep } from './QuestionsStep.tsx';
import { RutStep } from './RutStep.tsx';

type Step =
  | { name: 'rut' }
  | { name: 'questions'; rut: string; flujo: string; preguntas: publicAccess.Question[] }
  | { name: 'pin'; rut: string; flujo: string; sent: publicAccess.PinSent }
  | { name: 'password'; rut: string; flujo: string }
  | { name: 'done' };

const quiet = { anonymous: true, onError: false } as const;

/**
 * Spec 7 "Reset and unlock": RUT, reset questions, validate, PIN (validate, new PIN), create the
 * new password, process. Public, in the simple shell.
 */
export function ResetPasswordPage() {
  const m = messages.reset;
  const [step, setStep] = useState<Step>({ name: 'rut' });
  const done = step.name === 'done' ? { title: m.doneTitle, text: m.doneText } : undefined;
  const between = step.name === 'questions' || step.name === 'pin';
  const startOver = between ? () => setStep({ name: 'rut' }) : undefined;

  return (
    <PublicFlow title={m.title} done={done} onStartOver={startOver}>
      {step.name === 'rut' ? (
        <RutStep
          title={m.title}
          description={m.intro}
          onSubmit={async (rut, desafio) => {
            const started = await apiSend(publicAccess.resetQuestions, { rut, desafio }, quiet);
            setStep({ name: 'questions', rut, ...started });
          }}
        />
      ) : null}
      {step.name === 'questions' ? (
        <QuestionsStep
          questions={step.preguntas}
          submitLabel={m.validate}
          onSubmit={async (respuestas) => {
            const { rut, flujo } = step;
            const request = { flujo, respuestas };
            const sent = await apiSend(publicAccess.validateResetAnswers, request, quiet);
            setStep({ name: 'pin', rut, flujo, sent });
          }}
        />
      ) : null}
      {step.name === 'pin' ? (
        <PinStep
          sent={step.sent}
          onValidate={async (pin) => {
            await apiSend(publicAccess.validatePin, { flujo: step.flujo, pin }, quiet);
            setStep({ name: 'password', rut: step.rut, flujo: step.flujo });
          }}
          onNewPin={() => apiSend(publicAccess.newPin, { flujo: step.flujo }, quiet)}
        />
      ) : null}
      {step.name === 'password' ? (
        <PasswordStep
          rut={step.rut}
          onSubmit={async (clave) => {
            await apiSend(publicAccess.createPassword, { flujo: step.flujo, clave }, quiet);
            await apiSend(publicAccess.processReset, { flujo: step.flujo }, quiet);
            setStep({ name: 'done' });
          }}
        />
      ) : null}
    </PublicFlow>
  );
}
