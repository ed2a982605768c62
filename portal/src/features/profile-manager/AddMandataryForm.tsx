import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Heading,
  RutField,
  Stack,
  TextField,
} from '@inversiones/design-system';
import { isValidRut } from '@inversiones/design-system/es-cl';
import { profileManager } from '@inversiones/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Change } from './calls.ts';
import * as messages from './messages.ts';

type AssignableType = (typeof profileManager.ASSIGNABLE_TYPES)[number];

export interface AddMandataryFormProps {
  /** The company's rut: it cannot be its own mandatary (the field refuses it as typed). */
  companyRut: string;
  /** Sends the code for the change; rejects with the server's message. */
  onSubmit: (change: Change & { accion: 'agregar' }) => Promise<void>;
  onCancel: () => void;
}

/** The new mandatary: rut (es-CL rule), name, at least one type, and whether he operates TEFE. */
export function AddMandataryForm({ companyRut, onSubmit, onCancel }: AddMandataryFormProps) {
  const m = messages.addForm;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rutRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const typesRef = useRef<HTMLInputElement>(null);
  const [rut, setRut] = useState('');
  const [name, setName] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [tefe, setTefe] = useState(false);
  const [errors, setErrors] = useState<{ rut?: boolean; name?: boolean; types?: boolean }>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next = {
      rut: !isValidRut(rut),
      name: name.trim().length < 2,
      types: types.length === 0,
    };
    setErrors(next);
    if (next.rut) return rutRef.current?.focus();
    if (next.name) return nameRef.current?.focus();
    if (next.types) return typesRef.current?.focus();
    setRefusal(undefined);
    setBusy(true);
    try {
      await onSubmit({
        accion: 'agregar',
        rut,
        nombre: name.trim(),
        tipos: types.map((key) => Number(key) as AssignableType),
        tefe,
      });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.refusedTitle);
      setBusy(false);
      headingRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <Stack gap="md">
          <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
            {m.title}
          </Heading>
          {refusal ? (
            <Alert priority="error" title={m.refusedTitle} isLive>
              {refusal}
            </Alert>
          ) : null}
          <RutField
            ref={rutRef}
            label={m.rut}
            name="rut"
            value={rut}
            onChange={(value) => {
              setRut(value);
              if (errors.rut) setErrors({ ...errors, rut: false });
            }}
            ownRut={companyRut}
            isRequired
            isInvalid={errors.rut || undefined}
          />
          <TextField
            ref={nameRef}
            label={m.name}
            name="nombre"
            autoComplete="off"
            value={name}
            onChange={(value) => {
              setName(value);
              if (errors.name) setErrors({ ...errors, name: false });
            }}
            maxLength={profileManager.NAME_MAX_LENGTH}
            isRequired
            isInvalid={errors.name || undefined}
            errorMessage={m.nameRequired}
          />
          <CheckboxGroup
            ref={typesRef}
            label={m.types}
            name="tipos"
            options={profileManager.ASSIGNABLE_TYPES.map((id) => ({
              key: String(id),
              value: m.typeLabels[id],
            }))}
            value={types}
            onChange={(value) => {
              setTypes(value);
              if (errors.types) setErrors({ ...errors, types: false });
            }}
            isRequired
            isInvalid={errors.types || undefined}
            errorMessage={m.typesRequired}
          />
          <Checkbox label={m.tefe} name="tefe" value={tefe} onChange={setTefe} />
          <Stack direction="row" gap="sm" wrap>
            <Button type="submit" isPending={busy} pendingLabel={m.submitting}>
              {m.submit}
            </Button>
            <Button variant="tertiary" onPress={onCancel}>
              {m.cancel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </section>
  );
}
