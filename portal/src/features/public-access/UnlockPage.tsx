import { publicAccess } from '@inversiones/contract';
import { useState } from 'react';
import { apiSend } from '../../http/client.ts';
import * as messages from './messages.ts';
import { PublicFlow } from './PublicFlow.tsx';
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
  const [step, setStep] = useState<Step>({ name: 'rut' });
  const done = step.name === 'done' ? { title: m.doneTitle, text: m.doneText } : undefined;
  const startOver = step.name === 'questions' ? () => setStep({ name: 'rut' }) : undefined;

  return (
    <PublicFlow title={m.title} done={done} onStartOver={startOver}>
      {step.name === 'rut' ? (
        <RutStep
          title={m.title}
          description={m.intro}
          onSubmit={async (rut, desafio) => {
            const started = await apiSend(publicAccess.unlockQuestions, { rut, desafio }, quiet);
            setStep({ name: 'questions', ...started });
          }}
        />
      ) : null}
      {step.name === 'questions' ? (
        <QuestionsStep
          questions={step.preguntas}
          submitLabel={m.submit}
          onSubmit={async (respuestas) => {
            await apiSend(publicAccess.processUnlock, { flujo: step.flujo, respuestas }, quiet);
            setStep({ name: 'done' });
          }}
        />
      ) : null}
    </PublicFlow>
  );
}
