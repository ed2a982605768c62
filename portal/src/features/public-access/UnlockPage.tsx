import { publicAccess } from '@inversiones/contract';
import { apiSend } from '../../http/client.ts';
import * as messages from './messages.ts';
import { PublicFlow } from './PublicFlow.tsx';
import { QuestionsStep } from './QuestionsStep.tsx';

type Step = { name: 'questions'; flujo: string; preguntas: publicAccess.Question[] };

const quiet = { anonymous: true, onError: false } as const;

/** Spec 7 "Reset and unlock": unlock questions, then process unlock. Public, simple shell. */
export function UnlockPage() {
  const m = messages.unlock;
  return (
    <PublicFlow<Step>
      texts={m}
      startOverAt={['questions']}
      start={async (rut, desafio) => {
        const started = await apiSend(publicAccess.unlockQuestions, { rut, desafio }, quiet);
        return { name: 'questions', ...started };
      }}
    >
      {(step, goTo) => (
        <QuestionsStep
          questions={step.preguntas}
          submitLabel={m.submit}
          onSubmit={async (respuestas) => {
            await apiSend(publicAccess.processUnlock, { flujo: step.flujo, respuestas }, quiet);
            goTo('done');
          }}
        />
      )}
    </PublicFlow>
  );
}
