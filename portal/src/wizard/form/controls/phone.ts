// A phone (wizard-spec 2 and 5): a prefix (the first configured, Chile's 56 by default) and digits
// within min and max (9 by default).
import type { PhoneValue } from '@inversiones/design-system';
import { PhoneAdapter } from '../fields/text-adapters.tsx';
import { DEFAULT_PHONE_PREFIX } from '../form-values.ts';
import { boundsOf, ruleMessage } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

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
    return { prefix, number: textOf(given).replace(/\D/g, '') };
  },
  isEmpty: (value) => textOf((value as PhoneValue).number).trim() === '',
  rule: (question, value) => {
    const digits = textOf((value as PhoneValue).number);
    const { min = 9, max = 9 } = boundsOf(question);
    return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max
      ? null
      : ruleMessage(question);
  },
});
