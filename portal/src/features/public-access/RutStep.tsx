import { Alert, Button, ChallengeStatus, Form, RutField } from '@inversiones/design-system';
import { isValidRut } from '@inversiones/design-system/es-cl';
import { useRef, useState, type FormEvent } from 'react';
import * as messages from './messages.ts';
import { useChallenge } from './use-challenge.ts';

export interface RutStepProps {
  title: string;
  description: string;
  /** A notice from a step that sent the user back here (an expired flow). */
  notice?: string;
  /** Starts the flow with the rut and a solved challenge; throws with a Spanish message. */
  onSubmit: (rut: string, desafio: string) => Promise<void>;
}

/** The first step of a public flow: the RUT, with the proof of work running beside it. */
export function RutStep({ title, description, notice, onSubmit }: RutStepProps) {
  const m = messages.common;
  const challenge = useChallenge();
  const [rut, setRut] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | undefined>(notice);
  const [pending, setPending] = useState(false);
  const rutRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = !rut.trim() ? m.rutRequired : isValidRut(rut) ? undefined : m.rutInvalid;
    setError(problem);
    if (problem) {
      rutRef.current?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(rut, await challenge.take());
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : m.fallbackError);
      setPending(false);
      challenge.retry();
      rutRef.current?.focus();
    }
  }

  return (
    <Form title={title} titleLevel={1} description={description} onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert priority="error" title={m.errorTitle} isLive>
          {failure}
        </Alert>
      ) : null}
      <RutField
        ref={rutRef}
        name="rut"
        autoComplete="username"
        label={m.rut}
        description={m.rutDescription}
        value={rut}
        onChange={(value) => {
          setRut(value);
          if (error) setError(undefined);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
        isRequired
      />
      <ChallengeStatus state={challenge.state} onRetry={challenge.retry} />
      <Button type="submit" fullWidth isPending={pending} pendingLabel={m.sending}>
        {m.continue}
      </Button>
    </Form>
  );
}
