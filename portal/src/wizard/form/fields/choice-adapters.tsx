// Adapters of the choice fields: checkbox, toggle, radios, checkbox groups, selection lists with
// extra text and acceptance lists (wizard-spec 2, 4 and 5).
import {
  AcceptConditions,
  AcceptConditionsBasic,
  Checkbox,
  CheckboxGroup,
  CheckboxGroupWithSpecify,
  CheckboxList,
  RadioGroup,
  RadioGroupWithSpecify,
  RadioList,
  Toggle,
  type CheckboxListEntry,
  type CheckboxSpecifyValue,
  type RadioSpecifyValue,
} from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import {
  checkboxListOptions,
  choiceOptions,
  conditionItems,
  specifyLabelOf,
} from '../selection-options.ts';

const keys = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

export function CheckboxAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <Checkbox
      {...baseProps<boolean>(question, controller)}
      value={controller.field.value === true}
    />
  );
}

/** `toggleLabel` "No|Si" gives the side texts of toggle-label mode. */
function toggleLabelsOf(toggleLabel: string | undefined) {
  const parts = (toggleLabel ?? '').split(/[|/]/).map((part) => part.trim());
  return parts.length === 2 && parts[0] && parts[1] ? { off: parts[0], on: parts[1] } : undefined;
}

export function ToggleAdapter({ question, controller }: FieldAdapterProps) {
  const labels = toggleLabelsOf(question.toggleLabel);
  return (
    <Toggle
      {...baseProps<boolean>(question, controller)}
      value={controller.field.value === true}
      mode={question.toggleLabel ? 'toggle-label' : 'single-label'}
      {...(labels ? { toggleLabels: labels } : {})}
    />
  );
}

const single = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

export function RadioAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <RadioGroup
      {...baseProps<string | null>(question, controller)}
      options={choiceOptions(question)}
      value={single(controller.field.value)}
      orientation={question.inline ? 'horizontal' : 'vertical'}
    />
  );
}

export function RadioSpecifyAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <RadioGroupWithSpecify
      {...baseProps<RadioSpecifyValue>(question, controller)}
      options={choiceOptions(question)}
      value={controller.field.value as RadioSpecifyValue}
      specifyLabel={specifyLabelOf(question)}
      orientation={question.inline ? 'horizontal' : 'vertical'}
    />
  );
}

export function RadioListAdapter({ question, controller }: FieldAdapterProps) {
  const options = choiceOptions(question).map((option, index) => ({
    ...option,
    description: question.options?.[index]?.descripcion,
  }));
  return (
    <RadioList
      {...baseProps<string | null>(question, controller)}
      options={options}
      value={single(controller.field.value)}
    />
  );
}

export function CheckboxGroupAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <CheckboxGroup
      {...baseProps<string[]>(question, controller)}
      options={choiceOptions(question)}
      value={keys(controller.field.value)}
      orientation={question.inline ? 'horizontal' : 'vertical'}
    />
  );
}

export function CheckboxGroupSpecifyAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <CheckboxGroupWithSpecify
      {...baseProps<CheckboxSpecifyValue>(question, controller)}
      options={choiceOptions(question)}
      value={controller.field.value as CheckboxSpecifyValue}
      specifyLabel={specifyLabelOf(question)}
    />
  );
}

export function CheckboxListAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <CheckboxList
      {...baseProps<CheckboxListEntry[]>(question, controller)}
      options={checkboxListOptions(question)}
      variant={question.radioType || question.type === 'radio' ? 'radio' : 'checkbox'}
      value={controller.field.value as CheckboxListEntry[]}
    />
  );
}

export function AcceptConditionsAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <AcceptConditions
      {...baseProps<string[]>(question, controller)}
      isRequired
      items={conditionItems(question)}
      value={keys(controller.field.value)}
    />
  );
}

export function AcceptConditionsBasicAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <AcceptConditionsBasic
      {...baseProps<string[]>(question, controller)}
      isRequired
      items={conditionItems(question)}
      value={keys(controller.field.value)}
    />
  );
}
