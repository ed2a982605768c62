// Field registry (wizard-spec 2): one entry per control, so a new control is one line here.
import type { FieldAdapter, RegisteredFieldAdapter } from './field-adapter.ts';
import type { ControlKind } from './question-kind.ts';
import {
  AcceptConditionsAdapter,
  AcceptConditionsBasicAdapter,
  CheckboxAdapter,
  CheckboxGroupAdapter,
  CheckboxGroupSpecifyAdapter,
  CheckboxListAdapter,
  RadioAdapter,
  RadioListAdapter,
  RadioSpecifyAdapter,
  ToggleAdapter,
} from './fields/choice-adapters.tsx';
import { FileAdapter } from './fields/file-adapter.tsx';
import { ChatAdapter, SelectAdapter } from './fields/select-adapters.tsx';
import {
  BankAccountAdapter,
  CurrencyAdapter,
  DateAdapter,
  EmailAdapter,
  NumberAdapter,
  PhoneAdapter,
  ReadOnlyTextAdapter,
  RegisteredEmailAdapter,
  RutAdapter,
  SerialAdapter,
  TextAdapter,
  TextAreaAdapter,
} from './fields/text-adapters.tsx';

/** Controls rendered by an adapter over a react-hook-form controller. */
export type EditableKind = Exclude<
  ControlKind,
  'hidden' | 'paragraph' | 'paragraph-currency' | 'linked-group'
>;

/** Controls the input itself holds (registered, not controlled): typing renders nothing. */
const registeredFieldRegistry: Readonly<Partial<Record<EditableKind, RegisteredFieldAdapter>>> = {
  text: TextAdapter,
  email: RegisteredEmailAdapter,
  number: NumberAdapter,
};

/** The registered adapter of a question, if its control has one (a masked e-mail has not). */
export function registeredAdapterOf(
  kind: EditableKind,
  question: { obfuscated?: unknown },
): RegisteredFieldAdapter | undefined {
  // A masked e-mail must never reach the DOM, where a registered field's value is written.
  if (kind === 'email' && question.obfuscated === true) return undefined;
  return registeredFieldRegistry[kind];
}

/** Free text and numbers are always registered; every other control has a controlled adapter. */
export type ControlledKind = Exclude<EditableKind, 'text' | 'number'>;

export const fieldRegistry: Readonly<Record<ControlledKind, FieldAdapter>> = {
  textarea: TextAreaAdapter,
  email: EmailAdapter,
  bank_account: BankAccountAdapter,
  currency: CurrencyAdapter,
  rut: RutAdapter,
  nserie: SerialAdapter,
  phone: PhoneAdapter,
  date: DateAdapter,
  'read-only-text': ReadOnlyTextAdapter,
  checkbox: CheckboxAdapter,
  toggle: ToggleAdapter,
  radio: RadioAdapter,
  'radio-specify': RadioSpecifyAdapter,
  'radio-list': RadioListAdapter,
  'checkbox-group': CheckboxGroupAdapter,
  'checkbox-group-specify': CheckboxGroupSpecifyAdapter,
  'checkbox-list': CheckboxListAdapter,
  select: SelectAdapter,
  chat: ChatAdapter,
  'accept-conditions': AcceptConditionsAdapter,
  'accept-conditions-basic': AcceptConditionsBasicAdapter,
  file: FileAdapter,
};
