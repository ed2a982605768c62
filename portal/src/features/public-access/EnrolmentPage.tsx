import { publicAccess } from '@inversiones/contract';
import { Heading, Stack, StateMessage } from '@inversiones/design-system';
import { useNavigate } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { MissingDataModal, type MissingData } from '../missing-data/MissingDataModal.tsx';
import { EnrolPasswordStep } from './EnrolPasswordStep.tsx';
import { IdentityStep } from './IdentityStep.tsx';
import * as messages from './messages.ts';
import { PinStep } from './PinStep.tsx';
import { PublicFlow } from './PublicFlow.tsx';

type Step =
  | { name: 'identity'; rut: string; flujo: string; preguntas: publicAccess.Question[] }
  | { name: 'missing'; missing: MissingData }
  | { name: 'pin'; rut: string; flujo: string; sent: publicAccess.PinSent }
  | { name: 'password'; rut: string; flujo: string; catalogue: publicAccess.Question[] };

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
  return (
    <PublicFlow<Step>
      texts={m}
      startOverAt={['identity', 'pin']}
      start={async (rut, desafio) => {
        const started = await apiSend(publicAccess.enrolStart, { rut, desafio }, quiet);
        return { name: 'identity', rut, ...started };
      }}
    >
      {(step, goTo) => {
        switch (step.name) {
          case 'identity':
            return (
              <IdentityStep
                rut={step.rut}
                questions={step.preguntas}
                onSubmit={async (numeroSerie, respuestas) => {
                  const { flujo, rut } = step;
                  const request = { flujo, numeroSerie, respuestas };
                  const answer = await apiSend(publicAccess.enrolIdentity, request, quiet);
                  if ('datosFaltantes' in answer) {
                    const { datos, contacto } = answer.datosFaltantes;
                    goTo({ name: 'missing', missing: { items: datos, contact: contacto } });
                  } else {
                    goTo({ name: 'pin', rut, flujo, sent: answer });
                  }
                }}
              />
            );
          case 'missing':
            return (
              <Stack gap="md">
                <Heading level={1}>{m.title}</Heading>
                <StateMessage tone="info" title={m.missingTitle} titleLevel={2}>
                  {m.missingText}
                </StateMessage>
                <MissingDataModal missing={step.missing} onClose={() => void navigate('/login')} />
              </Stack>
            );
          case 'pin':
            return (
              <PinStep
                sent={step.sent}
                onValidate={async (pin) => {
                  const { flujo, rut } = step;
                  const { preguntas } = await apiSend(publicAccess.enrolPin, { flujo, pin }, quiet);
                  goTo({ name: 'password', rut, flujo, catalogue: preguntas });
                }}
                onNewPin={() => apiSend(publicAccess.enrolNewPin, { flujo: step.flujo }, quiet)}
              />
            );
          case 'password':
            return (
              <EnrolPasswordStep
                rut={step.rut}
                catalogue={step.catalogue}
                onSubmit={async (clave, preguntas) => {
                  const request = { flujo: step.flujo, clave, preguntas };
                  await apiSend(publicAccess.enrolFinish, request, quiet);
                  goTo('done');
                }}
              />
            );
        }
      }}
    </PublicFlow>
  );
}
