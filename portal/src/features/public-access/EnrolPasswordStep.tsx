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
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../http/client.ts';
import { NewPasswordFields } from '../password-rules/NewPasswordFields.tsx';
import { passwordRules } from '../password-rules/password-rules.ts';
import * as messages from './messages.ts';

export interface EnrolPasswordStepProps {
  rut: string;
  /** The catalogue the client chooses from. */
  catalogue: publicAccess.Question[];
  /** Creates the password and the questions; throws with the server's rule when refused. */
  onSubmit: (clave: string, preguntas: { id: string; respuesta: string }[]) => Promise<void>;
}

interface Errors {
  clave?: string;
  confirm?: string;
  questions: (string | undefined)[];
  answers: (string | undefined)[];
}

const SLOTS = Array.from({ length: publicAccess.CHOSEN_QUESTIONS }, (_, i) => i);
const none: Errors = { questions: [], answers: [] };

/** Enrolment's last step: the password (rules shown as typed) and three questions of her own. */
export function EnrolPasswordStep({ rut, catalogue, onSubmit }: EnrolPasswordStepProps) {
  const m = messages.enrol;
  const c = messages.common;
  const [clave, setClave] = useState('');
  const [confirm, setConfirm] = useState('');
  const [chosen, setChosen] = useState<(string | null)[]>(SLOTS.map(() => null));
  const [answers, setAnswers] = useState<string[]>(SLOTS.map(() => ''));
  const [errors, setErrors] = useState<Errors>(none);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const claveRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const options = catalogue.map((q) => ({ key: q.id, value: q.texto }));

  function check(): Errors {
    return {
      clave: clave ? undefined : messages.reset.passwordRequired,
      confirm: clave && confirm !== clave ? messages.reset.mismatch : undefined,
      questions: SLOTS.map((i) => {
        const id = chosen[i];
        if (!id) return m.questionRequired;
        return chosen.slice(0, i).includes(id) ? m.questionRepeated : undefined;
      }),
      answers: SLOTS.map((i) => (answers[i]?.trim() ? undefined : c.answerRequired)),
    };
  }

  /** Focuses the first field with an error, in the order they are shown. */
  function focusFirst(found: Errors) {
    if (found.clave) return claveRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    for (const i of SLOTS) {
      if (found.questions[i]) return document.getElementById(`pregunta-${i}`)?.focus();
      if (found.answers[i]) return document.getElementById(`respuesta-propia-${i}`)?.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = check();
    setErrors(found);
    const invalid =
      found.clave || found.confirm || [...found.questions, ...found.answers].some(Boolean);
    if (invalid) {
      focusFirst(found);
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(
        clave,
        SLOTS.map((i) => ({ id: chosen[i] ?? '', respuesta: answers[i] ?? '' })),
      );
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : c.fallbackError;
      if (caught instanceof ApiError && caught.path?.[0] === 'clave') {
        setErrors({ ...none, clave: message });
        claveRef.current?.focus();
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
        password={clave}
        confirm={confirm}
        onPasswordChange={(value) => {
          setClave(value);
          if (errors.clave) setErrors((e) => ({ ...e, clave: undefined }));
        }}
        onConfirmChange={(value) => {
          setConfirm(value);
          if (errors.confirm) setErrors((e) => ({ ...e, confirm: undefined }));
        }}
        errors={{ password: errors.clave, confirm: errors.confirm }}
        rules={passwordRules(clave, null, { rut, names: [] })}
        passwordRef={claveRef}
        confirmRef={confirmRef}
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
