// Adapters of the typed single-value fields: text, e-mail, numbers, rut, serial number, amounts,
// phone, dates and read-only text (wizard-spec 2 and 5).
import { common } from '@inversiones/contract';
import {
  BankAccountField,
  CurrencyField,
  DatePicker,
  EmailField,
  NumericField,
  PhoneField,
  ReadOnlyText,
  RutField,
  SerialNumberField,
  TextArea,
  TextField,
  type PhoneValue,
} from '@inversiones/design-system';
import { cleanRut } from '@inversiones/design-system/es-cl';
import { useWatch } from 'react-hook-form';
import { apiSend } from '../../../http/client.ts';
import * as messages from '../../../messages.ts';
import { numberOf } from '../controls/control-values.ts';
import {
  baseProps,
  questionProps,
  type FieldAdapterProps,
  type RegisteredFieldAdapterProps,
} from '../field-adapter.ts';
import { currencyOf, DEFAULT_PHONE_PREFIX } from '../form-values.ts';
import { isBirthDate, textRuleOf } from '../question-rules.ts';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Free text: registered, so typing renders the field only when its error changes. */
export function TextAdapter({ question, registration }: RegisteredFieldAdapterProps) {
  return (
    <TextField
      {...questionProps(question)}
      {...registration}
      placeholder={question.placeholder}
      rule={textRuleOf(question)}
      ruleOptions={{ min: numberOf(question.min), max: numberOf(question.max) }}
    />
  );
}

export function TextAreaAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <TextArea
      {...baseProps<string>(question, controller)}
      value={str(controller.field.value)}
      placeholder={question.placeholder}
      ruleOptions={{ min: numberOf(question.min) }}
      maxLength={numberOf(question.max)}
    />
  );
}

export function EmailAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <EmailField
      {...baseProps<string>(question, controller)}
      value={str(controller.field.value)}
      placeholder={question.placeholder}
      obfuscated={question.obfuscated === true}
    />
  );
}

/** An unmasked e-mail: registered like free text (a masked one uses EmailAdapter). */
export function RegisteredEmailAdapter({ question, registration }: RegisteredFieldAdapterProps) {
  return (
    <EmailField {...questionProps(question)} {...registration} placeholder={question.placeholder} />
  );
}

/** Digits only: registered, the input holds them (the field strips anything else in place). */
export function NumberAdapter({ question, registration }: RegisteredFieldAdapterProps) {
  return (
    <NumericField
      {...questionProps(question)}
      {...registration}
      placeholder={question.placeholder}
      rule={question.validation?.type === 'numericRanges' ? 'numericRanges' : 'numeric'}
      minLength={numberOf(question.min)}
      maxLength={numberOf(question.max)}
    />
  );
}

export function BankAccountAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <BankAccountField
      {...baseProps<string>(question, controller)}
      value={str(controller.field.value)}
      placeholder={question.placeholder}
      minLength={numberOf(question.min)}
      maxLength={numberOf(question.max)}
    />
  );
}

export function CurrencyAdapter({ question, controller }: FieldAdapterProps) {
  const value = controller.field.value;
  return (
    <CurrencyField
      {...baseProps<number | null>(question, controller)}
      value={typeof value === 'number' ? value : null}
      placeholder={question.placeholder}
      currency={currencyOf(question)}
    />
  );
}

export function RutAdapter({ question, controller, services }: FieldAdapterProps) {
  const checksOwn = (question.validation?.specialValidations ?? []).some(
    (v) => v.toLowerCase() === 'samerut',
  );
  const ownRut = checksOwn ? (services.ownRut ?? undefined) : undefined;
  const key = question.key!;
  const props = baseProps<string>(question, controller);
  return (
    <RutField
      {...props}
      value={str(controller.field.value)}
      placeholder={question.placeholder}
      ownRut={ownRut}
      onChange={(next) => {
        // The field empties itself when the client's own rut is typed: the form says why.
        const previous = str(controller.field.value);
        const cleared = !!ownRut && next === '' && cleanRut(previous) === cleanRut(ownRut);
        services.setSameRut(key, cleared);
        props.onChange(next);
      }}
    />
  );
}

/** The identity-card check (wizard-spec 5 and 7): status 200 with stateIdentityCard 1. */
async function checkSerial(serialNumber: string): Promise<boolean> {
  const answer = await apiSend(common.serialValidation, { serialNumber }, { onError: false });
  return answer.stateIdentityCard === 1;
}

export function SerialAdapter({ question, controller, control, services }: FieldAdapterProps) {
  const rut = useWatch({ control, name: services.rutKey ?? '__none__' }) as unknown;
  const key = question.key!;
  const withService = (question.validation?.specialValidations ?? []).some(
    (v) => v.toLowerCase() === 'serienumber',
  );
  return (
    <SerialNumberField
      {...baseProps<string>(question, controller)}
      value={str(controller.field.value)}
      placeholder={question.placeholder}
      rut={services.rutKey ? str(rut) : undefined}
      validate={withService ? checkSerial : undefined}
      onCheckStatusChange={(status) => services.setSerialStatus(key, status)}
    />
  );
}

const DEFAULT_PREFIXES = [
  { key: DEFAULT_PHONE_PREFIX, value: messages.wizardForm.defaultPhonePrefix },
];

export function PhoneAdapter({ question, controller }: FieldAdapterProps) {
  const prefixes = (question.options ?? []).map((o) => ({
    key: String(o.key),
    value: String(o.value ?? o.key),
  }));
  const value = controller.field.value as PhoneValue | null;
  return (
    <PhoneField
      {...baseProps<PhoneValue>(question, controller)}
      prefixes={prefixes.length > 0 ? prefixes : DEFAULT_PREFIXES}
      value={value ?? { prefix: '', number: '' }}
      minDigits={numberOf(question.min)}
      maxDigits={numberOf(question.max)}
      obfuscated={question.obfuscated === true}
    />
  );
}

const wire = (value: unknown) =>
  typeof value === 'string' && /^\d{8}$/.test(value.replace(/\D/g, ''))
    ? value.replace(/\D/g, '')
    : undefined;

export function DateAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <DatePicker
      {...baseProps<string>(question, controller)}
      value={str(controller.field.value)}
      minDate={wire(question.minDate)}
      maxDate={wire(question.maxDate)}
      minYear={numberOf(question.minYear)}
      birthDate={isBirthDate(question)}
    />
  );
}

export function ReadOnlyTextAdapter({ question, controller }: FieldAdapterProps) {
  const {
    isReadOnly: _readOnly,
    isRequired: _required,
    ...props
  } = baseProps<never>(question, controller);
  const value = controller.field.value;
  return (
    <ReadOnlyText
      {...props}
      value={typeof value === 'string' || typeof value === 'number' ? value : null}
    />
  );
}
