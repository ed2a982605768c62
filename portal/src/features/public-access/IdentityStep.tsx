import { publicAccess } from '@inversiones/contract';
import { Alert, Button, Form, SerialNumberField, TextField } from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../http/client.ts';
import * as messages from './messages.ts';

export interface IdentityStepProps {
  rut: string;
  questions: publicAccess.Question[];
  /** Sends the serial and the answers; throws with the server's Spanish message when refused. */
  onSubmit: (numeroSerie: string, respuestas: { id: string; respuesta: string }[]) => Promise<void>;
}

/**
 * Enrolment: the identity card's serial (the server asks the validity service) and the questions
 * about data the firm holds. A refused serial is said on the field: it names whom to contact.
 */
export function IdentityStep({ rut, questions, onSubmit }: IdentityStepProps) {
  const m = messages.enrol;
  const c = messages.common;
  const [serial, setSerial] = useState('');
  const [serialError, setSerialError] = useState<string>();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const serialRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const empty = questions.filter((q) => !answers[q.id]?.trim()).map((q) => q.id);
    const noSerial = serial.trim() ? undefined : m.serialRequired;
    setSerialError(noSerial);
    setMissing(empty);
    if (noSerial) {
      serialRef.current?.focus();
      return;
    }
    if (empty.length > 0) {
      document.getElementById(`identidad-${empty[0]}`)?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(
        serial,
        questions.map((q) => ({ id: q.id, respuesta: answers[q.id] ?? '' })),
      );
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : c.fallbackError;
      if (caught instanceof ApiError && caught.path?.[0] === 'numeroSerie') setSerialError(message);
      else setFailure(message);
      setPending(false);
      serialRef.current?.focus();
    }
  }

  return (
    <Form
      title={m.identityTitle}
      titleLevel={1}
      description={m.identityIntro}
      onSubmit={(e) => void submit(e)}
    >
      {failure ? (
        <Alert priority="error" title={c.errorTitle} isLive>
          {failure}
        </Alert>
      ) : null}
      <SerialNumberField
        ref={serialRef}
        name="numero-serie"
        label={m.serial}
        description={m.serialDescription}
        rut={rut}
        maxLength={20}
        value={serial}
        onChange={(value) => {
          setSerial(value);
          if (serialError) setSerialError(undefined);
        }}
        isInvalid={Boolean(serialError)}
        errorMessage={serialError}
        isRequired
      />
      {questions.map((question) => (
        <TextField
          key={question.id}
          id={`identidad-${question.id}`}
          label={question.texto}
          name={`identidad-${question.id}`}
          autoComplete="off"
          rule={null}
          maxLength={publicAccess.MAX_ANSWER_LENGTH}
          value={answers[question.id] ?? ''}
          onChange={(value) => {
            setAnswers((a) => ({ ...a, [question.id]: value }));
            setMissing((ids) => ids.filter((id) => id !== question.id));
          }}
          isInvalid={missing.includes(question.id)}
          errorMessage={missing.includes(question.id) ? c.answerRequired : undefined}
          isRequired
        />
      ))}
      <Button type="submit" fullWidth isPending={pending} pendingLabel={c.sending}>
        {m.verify}
      </Button>
    </Form>
  );
}
