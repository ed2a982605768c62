// A select of static or service-fed options (wizard-spec 4): the chosen key.
import { Select, type SelectOption } from '@inversiones/design-system';
import { useEffect, useMemo, useRef } from 'react';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { selectOptions } from '../selection-options.ts';
import type { ServiceSource } from '../service-url.ts';
import { useServiceOptions } from '../use-service-options.ts';
import { chosenKeyOf, singleKeyOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

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
      value={chosenKeyOf(controller.field.value)}
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
  const value = chosenKeyOf(controller.field.value);
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

export const selectControl = defineControl({
  name: 'select',
  elements: ['select', 'select1', 'list'],
  view: { as: 'field', Field: SelectAdapter },
  initialValue: singleKeyOf,
  shell: {
    control: 'select',
    // A service-fed select loads its options on mount: it mounts in full.
    standsFor: (question, services) => !(question.key && services.has(question.key)),
    textOf: (question, value) =>
      selectOptions(question).find((option) => option.key === textOf(value))?.value ?? '',
  },
});
