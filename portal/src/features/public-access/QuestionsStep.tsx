import type { publicAccess } from '@inversiones/contract';
import { Alert, Button, Form, TextField } from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import * as messages from './messages.ts';

export interface QuestionsStepProps {
  questions: publicAccess.Question[];
  submitLabel: string;
  /** Sends the answers; throws with the server's Spanish message when they are refused. */
  onSubmit: (answers: { id: string; respuesta: string }[]) => Promise<void>;
}

/** The security questions of a public flow, one text field each. */
export function QuestionsStep({ questions, submitLabel, onSubmit }: QuestionsStepProps) {
  const m = messages.common;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const empty = questions.filter((q) => !answers[q.id]?.trim()).map((q) => q.id);
    setMissing(empty);
    if (empty.length > 0) {
      document.getElementById(`respuesta-${empty[0]}`)?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(questions.map((q) => ({ id: q.id, respuesta: answers[q.id] ?? '' })));
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : m.fallbackError);
      setPending(false);
      firstRef.current?.focus();
    }
  }

  return (
    <Form
      title={m.questionsTitle}
      titleLevel={1}
      description={m.questionsIntro}
      onSubmit={(e) => void submit(e)}
    >
      {failure ? (
        <Alert priority="error" title={m.errorTitle} isLive>
          {failure}
        </Alert>
      ) : null}
      {questions.map((question, index) => (
        <TextField
          key={question.id}
          id={`respuesta-${question.id}`}
          ref={index === 0 ? firstRef : undefined}
          label={question.texto}
          name={`respuesta-${question.id}`}
          autoComplete="off"
          rule={null}
          maxLength={64}
          value={answers[question.id] ?? ''}
          onChange={(value) => {
            setAnswers((a) => ({ ...a, [question.id]: value }));
            setMissing((ids) => ids.filter((id) => id !== question.id));
          }}
          isInvalid={missing.includes(question.id)}
          errorMessage={missing.includes(question.id) ? m.answerRequired : undefined}
          isRequired
        />
      ))}
      <Button type="submit" fullWidth isPending={pending} pendingLabel={m.sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
