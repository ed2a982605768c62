// The configured options (wizard-spec 3) as the design-system fields take them.
import type { wizardConfig } from '@inversiones/contract';
import type {
  CheckboxListOption,
  ChoiceOption,
  ConditionItem,
  SelectOption,
} from '@inversiones/design-system';
import { validateField, type FieldType } from '@inversiones/design-system/es-cl';
import * as messages from '../../messages.ts';

type Question = wizardConfig.Question;
type QuestionOption = wizardConfig.QuestionOption;

/** Options flagged `display: false` are not shown (absent means shown). */
const shown = (question: Question) => (question.options ?? []).filter((o) => o.display !== false);

const textOf = (option: QuestionOption) => String(option.value ?? option.key);

export function choiceOptions(question: Question): ChoiceOption[] {
  return shown(question).map((option) => ({
    key: String(option.key),
    value: textOf(option),
    tooltip: option.tooltip,
    isDisabled: option.readonly === true,
  }));
}

export function selectOptions(question: Question): SelectOption[] {
  return shown(question).map((option) => ({
    key: String(option.key),
    value: textOf(option),
    isDisabled: option.readonly === true,
  }));
}

export function conditionItems(question: Question): ConditionItem[] {
  return shown(question).map((option) => ({
    key: String(option.key),
    value: textOf(option),
    mandatory: option.mandatory,
    url: option.url,
    description: option.descripcion,
  }));
}

const RULE_TYPES = new Set<string>(
  ['numeric', 'numericRanges', 'alphanumeric', 'range', 'nserie'].concat([
    'email',
    'bank_account',
    'text',
  ]),
);

/** Options of a selection list with extra text fields (wizard-spec 4-5). */
export function checkboxListOptions(question: Question): CheckboxListOption[] {
  return shown(question).map((option) => {
    const extra = option.extraDescription;
    const rule = extra?.validation?.type;
    return {
      key: String(option.key),
      value: textOf(option),
      tooltip: option.tooltip,
      isDisabled: option.readonly === true,
      extraDescription: extra
        ? {
            visible: extra.visible,
            required: extra.required,
            label: extra.label ?? messages.wizardForm.specify,
            validation:
              rule && RULE_TYPES.has(rule)
                ? {
                    validate: (value: string) => validateField(rule as FieldType, value).ok,
                    caption: extra.validation?.caption || messages.wizardForm.invalidData,
                  }
                : undefined,
          }
        : undefined,
    };
  });
}

/** The label of the "specify" text of a selection (its extraDescription's label). */
export function specifyLabelOf(question: Question): string {
  const extra = question.extraDescription;
  return (typeof extra === 'object' && extra.label) || messages.wizardForm.specify;
}
