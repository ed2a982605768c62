// A phone (wizard-spec 2 and 5): a prefix (the first configured, Chile's 56 by default) and digits
// within min and max (9 by default); a country code written in the number is dropped, not a digit.
import { PhoneField, type PhoneValue } from '@inversiones/design-system';
import { phoneLengthError, phoneNationalNumber } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { boundsOf, ruleMessage } from './control-rules.ts';
import { numberOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

/** Chile's country code, the phone prefix when the configuration lists none. */
export const DEFAULT_PHONE_PREFIX = '56';

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

export const phoneControl = defineControl({
  name: 'phone',
  elements: ['phone'],
  view: { as: 'field', Field: PhoneAdapter },
  initialValue: (question, given) => {
    const prefix = textOf(question.options?.[0]?.key) || DEFAULT_PHONE_PREFIX;
    if (given !== null && typeof given === 'object') {
      const phone = given as Partial<PhoneValue>;
      return { prefix: textOf(phone.prefix) || prefix, number: textOf(phone.number) };
    }
    // A stored text such as '+56 9 8765 4321' opens as the same number: 56 and 987654321.
    const { max = 9 } = boundsOf(question);
    return { prefix, number: phoneNationalNumber(textOf(given), prefix, max) };
  },
  isEmpty: (value) => textOf((value as PhoneValue).number).trim() === '',
  rule: (question, value) => {
    const digits = textOf((value as PhoneValue).number);
    const { min = 9, max = 9 } = boundsOf(question);
    const lengthError = phoneLengthError(digits, min, max);
    // A configured caption wins; otherwise the client reads what is wrong: the length.
    return lengthError && (question.validation?.caption ? ruleMessage(question) : lengthError);
  },
});
