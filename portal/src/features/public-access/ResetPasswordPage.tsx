import { publicAccess } from '@inversiones/contract';
import { apiSend } from '../../http/client.ts';
import * as messages from './messages.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { PinStep } from './PinStep.tsx';
import { PublicFlow } from './PublicFlow.tsx';
import { QuestionsStep } from './QuestionsStep.tsx';

type Step =
  | { name: 'questions'; rut: string; flujo: string; preguntas: publicAccess.Question[] }
  | { name: 'pin'; rut: string; flujo: string; sent: publicAccess.PinSent }
  | { name: 'password'; rut: string; flujo: string };

const quiet = { anonymous: true, onError: false } as const;

/**
 * Spec 7 "Reset and unlock": RUT, reset questions, validate, PIN (validate, new PIN), create the
 * new password, process. Public, in the simple shell.
 */
export function ResetPasswordPage() {
  const m = messages.reset;
  return (
    <PublicFlow<Step>
      texts={m}
      startOverAt={['questions', 'pin']}
      start={async (rut, desafio) => {
        const started = await apiSend(publicAccess.resetQuestions, { rut, desafio }, quiet);
        return { name: 'questions', rut, ...started };
      }}
    >
      {(step, goTo) => {
        const { rut, flujo } = step;
        switch (step.name) {
          case 'questions':
            return (
              <QuestionsStep
                questions={step.preguntas}
                submitLabel={m.validate}
                onSubmit={async (respuestas) => {
                  const request = { flujo, respuestas };
                  const sent = await apiSend(publicAccess.validateResetAnswers, request, quiet);
                  goTo({ name: 'pin', rut, flujo, sent });
                }}
              />
            );
          case 'pin':
            return (
              <PinStep
                sent={step.sent}
                onValidate={async (pin) => {
                  await apiSend(publicAccess.validatePin, { flujo, pin }, quiet);
                  goTo({ name: 'password', rut, flujo });
                }}
                onNewPin={() => apiSend(publicAccess.newPin, { flujo }, quiet)}
              />
            );
          case 'password':
            return (
              <PasswordStep
                rut={rut}
                onSubmit={async (clave) => {
                  await apiSend(publicAccess.createPassword, { flujo, clave }, quiet);
                  await apiSend(publicAccess.processReset, { flujo }, quiet);
                  goTo('done');
                }}
              />
            );
        }
      }}
    </PublicFlow>
  );
}
