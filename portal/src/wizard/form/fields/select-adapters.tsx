// Adapters of the selects: static options or a service list with `${field}` placeholders
// (cascades), and the chat question's group of selects (wizard-spec 4 and 5).
import { Select, Stack, type SelectOption } from '@inversiones/design-system';
import { useEffect, useMemo, useRef } from 'react';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { selectOptions } from '../selection-options.ts';
import type { ServiceSource } from '../service-url.ts';
import { useServiceOptions } from '../use-service-options.ts';

const single = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

export function SelectAdapter(props: FieldAdapterProps) {
  const source = props.question.key ? props.services.services.get(props.question.key) : undefined;
  return source ? <ServiceSelect {...props} source={source} /> : <StaticSelect {...props} />;
}

function StaticSelect({ question, controller }: FieldAdapterProps) {
  const options = useMemo(() => selectOptions(question), [question]);
  return (
    <Select
      {...baseProps<string | null>(question, controller)}
      placeholder={question.placeholder ?? messages.wizardForm.placeholder}
      options={options}
      value={single(controller.field.value)}
    />
  );
}

/**
 * A select whose options come from a service: `Cargando...` while loading, `Sin opciones` when a
 * placeholder has no value; a parent change resets it to the placeholder; a stored value missing
 * from the loaded options is cleared (wizard-spec 4).
 */
function ServiceSelect({
  question,
  controller,
  control,
  source,
}: FieldAdapterProps & { source: ServiceSource }) {
  const { status, options, path } = useServiceOptions(source, control);
  const value = single(controller.field.value);
  const { onChange } = controller.field;
  const previousPath = useRef(path);

  useEffect(() => {
    const before = previousPath.current;
    previousPath.current = path;
    // A parent changed (not the first load of a stored record): back to the placeholder.
    if (before !== path && before !== null && value !== null) onChange(null);
  }, [path, value, onChange]);

  useEffect(() => {
    // A failed load keeps the stored answer: a network hiccup must not erase saved data.
    if (status === 'loading' || status === 'error' || value === null) return;
    if (!options.some((option) => option.key === value)) onChange(null);
  }, [status, options, value, onChange]);

  return (
    <Select<SelectOption>
      {...baseProps<string | null>(question, controller)}
      placeholder={question.placeholder ?? messages.wizardForm.placeholder}
      options={options}
      isLoading={status === 'loading'}
      value={status === 'loading' || options.some((o) => o.key === value) ? value : null}
    />
  );
}

/** Chat question: one select per sub-question, all to be answered (wizard-spec 5). */
export function ChatAdapter({ question, controller }: FieldAdapterProps) {
  const answers = (controller.field.value ?? {}) as Record<string, unknown>;
  const subs = (question.questions ?? []).filter((sub) => sub.key);
  const { onChange, onBlur, ref } = controller.field;
  const invalid = controller.fieldState.invalid;
  return (
    <Stack gap="sm" role="group" aria-label={question.label}>
      {subs.map((sub, index) => {
        const chosen = single(answers[sub.key!]);
        return (
          <Select
            key={sub.key}
            ref={index === 0 ? ref : undefined}
            label={sub.label ?? ''}
            isRequired
            options={selectOptions(sub)}
            value={chosen}
            onChange={(key) => onChange({ ...answers, [sub.key!]: key ?? '' })}
            onBlur={onBlur}
            isInvalid={invalid && chosen === null}
            errorMessage={invalid && chosen === null ? messages.wizardForm.required : undefined}
            isDisabled={question.disabled === true}
          />
        );
      })}
    </Stack>
  );
}
