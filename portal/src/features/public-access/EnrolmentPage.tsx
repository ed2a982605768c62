import { publicAccess } from '@inversiones/contract';
import { Heading, Stack, StateMessage } from '@inversiones/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { MissingDataModal, type MissingData } from '../missing-data/MissingDataModal.tsx';
import { EnrolPasswordStep } from './EnrolPasswordStep.tsx';
import { IdentityStep } from './IdentityStep.tsx';
import * as messages from './messages.ts';
import { PinStep } from './PinStep.tsx';
import { PublicFlow } from './PublicFlow.tsx';
import { RutStep } from './RutStep.tsx';

type Step =
  | { name: 'rut' }
  | { name: 'identity'; rut: string; flujo: string; preguntas: publicAccess.Question[] }
  | { name: 'missing'; missing: MissingData }
  | { name: 'pin'; rut: string; flujo: string; sent: publicAccess.PinSent }
  | { name: 'password'; rut: string; flujo: string; catalogue: publicAccess.Question[] }
  | { name: 'done' };

const quiet = { anonymous: true, onError: false } as const;

/**
 * The public enrolment ('Crear mi clave', /crearClave): a client of the firm without web access
 * proves identity (RUT, card serial, data the firm holds), validates the PIN sent to the phone or
 * e-mail on record, then creates a password and chooses the questions reset and unlock ask.
 * The login's autoEnrolamiento keeps opening the onboarding wizards: the executive never hands
 * out provisional passwords here (a client without one enrols on this page), so no after-login
 * password step is needed.
 */
export function EnrolmentPage() {
  const m = messages.enrol;
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'rut' });
  const done = step.name === 'done' ? { title: m.doneTitle, text: m.doneText } : undefined;
  const between = step.name === 'identity' || step.name === 'pin';
  const startOver = between ? () => setStep({ name: 'rut' }) : undefined;

  return (
    <PublicFlow title={m.title} done={done} onStartOver={startOver}>
      {step.name === 'rut' ? (
        <RutStep
          title={m.title}
          description={m.intro}
          onSubmit={async (rut, desafio) => {
            const started = await apiSend(publicAccess.enrolStart, { rut, desafio }, quiet);
            setStep({ name: 'identity', rut, ...started });
          }}
        />
      ) : null}
      {step.name === 'identity' ? (
        <IdentityStep
          rut={step.rut}
          questions={step.preguntas}
          onSubmit={async (numeroSerie, respuestas) => {
            const { flujo, rut } = step;
            const request = { flujo, numeroSerie, respuestas };
            const answer = await apiSend(publicAccess.enrolIdentity, request, quiet);
            if ('datosFaltantes' in answer) {
              const { datos, contacto } = answer.datosFaltantes;
              setStep({ name: 'missing', missing: { items: datos, contact: contacto } });
            } else {
              setStep({ name: 'pin', rut, flujo, sent: answer });
            }
          }}
        />
      ) : null}
      {step.name === 'missing' ? (
        <Stack gap="md">
          <Heading level={1}>{m.title}</Heading>
          <StateMessage tone="info" title={m.missingTitle} titleLevel={2}>
            {m.missingText}
          </StateMessage>
          <MissingDataModal missing={step.missing} onClose={() => void navigate('/login')} />
        </Stack>
      ) : null}
      {step.name === 'pin' ? (
        <PinStep
          sent={step.sent}
          onValidate={async (pin) => {
            const { flujo, rut } = step;
            const { preguntas } = await apiSend(publicAccess.enrolPin, { flujo, pin }, quiet);
            setStep({ name: 'password', rut, flujo, catalogue: preguntas });
          }}
          onNewPin={() => apiSend(publicAccess.enrolNewPin, { flujo: step.flujo }, quiet)}
        />
      ) : null}
      {step.name === 'password' ? (
        <EnrolPasswordStep
          rut={step.rut}
          catalogue={step.catalogue}
          onSubmit={async (clave, preguntas) => {
            await apiSend(publicAccess.enrolFinish, { flujo: step.flujo, clave, preguntas }, quiet);
            setStep({ name: 'done' });
          }}
        />
      ) : null}
    </PublicFlow>
  );
}
