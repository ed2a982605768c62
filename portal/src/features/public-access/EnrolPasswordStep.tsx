import { publicAccess } from '@inversiones/contract';
import {
  Alert,
  Button,
  Form,
  Heading,
  Select,
  Stack,
  Text,
  TextField,
} from '@inversiones/design-system';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../http/client.ts';
import { NewPasswordFields } from '../password-rules/NewPasswordFields.tsx';
import { useNewPassword } from '../password-rules/use-new-password.ts';
import * as messages from './messages.ts';

export interface EnrolPasswordStepProps {
  rut: string;
  /** The catalogue the client chooses from. */
  catalogue: publicAccess.Question[];
  /** Creates the password and the questions; throws with the server's rule when refused. */
  onSubmit: (clave: string, preguntas: { id: string; respuesta: string }[]) => Promise<void>;
}

/** The questions' errors (the password's are the password hook's). */
interface Errors {
  questions: (string | undefined)[];
  answers: (string | undefined)[];
}

const SLOTS = Array.from({ length: publicAccess.CHOSEN_QUESTIONS }, (_, i) => i);
const none: Errors = { questions: [], answers: [] };

/** Enrolment's last step: the password (rules shown as typed) and three questions of her own. */
export function EnrolPasswordStep({ rut, catalogue, onSubmit }: EnrolPasswordStepProps) {
  const m = messages.enrol;
  const c = messages.common;
  const next = useNewPassword(rut, {
    required: messages.reset.passwordRequired,
    mismatch: messages.reset.mismatch,
  });
  const [chosen, setChosen] = useState<(string | null)[]>(SLOTS.map(() => null));
  const [answers, setAnswers] = useState<string[]>(SLOTS.map(() => ''));
  const [errors, setErrors] = useState<Errors>(none);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const options = catalogue.map((q) => ({ key: q.id, value: q.texto }));

  function check(): Errors {
    return {
      questions: SLOTS.map((i) => {
        const id = chosen[i];
        if (!id) return m.questionRequired;
        return chosen.slice(0, i).includes(id) ? m.questionRepeated : undefined;
      }),
      answers: SLOTS.map((i) => (answers[i]?.trim() ? undefined : c.answerRequired)),
    };
  }

  /** Focuses the first question or answer with an error, in the order they are shown. */
  function focusFirst(found: Errors) {
    for (const i of SLOTS) {
      if (found.questions[i]) return document.getElementById(`pregunta-${i}`)?.focus();
      if (found.answers[i]) return document.getElementById(`respuesta-propia-${i}`)?.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The password's fields come first: its check focuses them when they are wrong.
    const passwordValid = next.check();
    const found = check();
    setErrors(found);
    const questionsValid = ![...found.questions, ...found.answers].some(Boolean);
    if (!passwordValid || !questionsValid) {
      if (passwordValid) focusFirst(found);
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(
        next.password,
        SLOTS.map((i) => ({ id: chosen[i] ?? '', respuesta: answers[i] ?? '' })),
      );
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : c.fallbackError;
      if (caught instanceof ApiError && caught.path?.[0] === 'clave') {
        setErrors(none);
        next.refuse(message);
      } else {
        setFailure(message);
      }
      setPending(false);
    }
  }

  return (
    <Form
      title={m.passwordTitle}
      titleLevel={1}
      description={m.passwordIntro}
      onSubmit={(e) => void submit(e)}
    >
      {failure ? (
        <Alert priority="error" title={c.errorTitle} isLive>
          {failure}
        </Alert>
      ) : null}
      <NewPasswordFields
        labels={{ password: m.password, confirm: m.confirm, rulesTitle: m.rulesTitle }}
        names={{ password: 'nueva-clave', confirm: 'confirmar-clave' }}
        {...next.fields}
      />
      <Text size="sm" tone="secondary">
        {m.serverNote}
      </Text>
      <Heading level={2}>{m.questionsTitle}</Heading>
      {SLOTS.map((i) => (
        <Stack gap="sm" key={i}>
          <Select
            id={`pregunta-${i}`}
            label={m.question(i + 1)}
            placeholder={m.questionPlaceholder}
            options={options}
            value={chosen[i] ?? null}
            onChange={(key) => {
              setChosen((list) => list.map((old, j) => (j === i ? key : old)));
              setErrors((e) => ({
                ...e,
                questions: e.questions.map((q, j) => (j === i ? undefined : q)),
              }));
            }}
            isInvalid={Boolean(errors.questions[i])}
            errorMessage={errors.questions[i]}
            isRequired
          />
          <TextField
            id={`respuesta-propia-${i}`}
            label={m.answer(i + 1)}
            name={`respuesta-propia-${i}`}
            autoComplete="off"
            rule={null}
            maxLength={publicAccess.MAX_ANSWER_LENGTH}
            value={answers[i] ?? ''}
            onChange={(value) => {
              setAnswers((list) => list.map((old, j) => (j === i ? value : old)));
              setErrors((e) => ({
                ...e,
                answers: e.answers.map((a, j) => (j === i ? undefined : a)),
              }));
            }}
            isInvalid={Boolean(errors.answers[i])}
            errorMessage={errors.answers[i]}
            isRequired
          />
        </Stack>
      ))}
      <Button type="submit" fullWidth isPending={pending} pendingLabel={c.sending}>
        {m.submit}
      </Button>
    </Form>
  );
}
