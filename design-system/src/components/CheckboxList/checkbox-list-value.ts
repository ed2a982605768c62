import { esClMessages } from '@inversiones/es-cl';
import type { ChoiceOption } from '../private/choice-option.ts';

/** The configured extra text of an option (wizard-spec 3: option extraDescription). */
export interface ExtraDescriptionConfig {
  /** `false`: the option offers no extra text (kept for configuration parity); default true. */
  visible?: boolean;
  /** An empty extra text of a ticked option is an error only when required (wizard-spec 5). */
  required?: boolean;
  label: string;
  /**
   * The configured rule for a filled text: `true` passes; `false` fails with `caption`;
   * a non-empty string fails with that string.
   */
  validation?: { validate: (text: string) => boolean | string; caption: string };
}

export interface CheckboxListOption extends ChoiceOption {
  extraDescription?: ExtraDescriptionConfig;
}

/** Stored selection version A (wizard-spec 3): one entry per option. */
export interface CheckboxListEntry {
  id: string;
  selected: boolean;
  extraDescription: string;
}

/** One entry per option, in the options' order, from a stored (possibly partial) value. */
export function toEntries(
  options: readonly CheckboxListOption[],
  value: readonly CheckboxListEntry[],
): CheckboxListEntry[] {
  return options.map((option) => {
    const stored = value.find((entry) => entry.id === option.key);
    return {
      id: option.key,
      selected: stored?.selected ?? false,
      extraDescription: stored?.selected ? stored.extraDescription : '',
    };
  });
}

/** Whether a ticked option shows its extra text field. */
export function hasExtraField(option: CheckboxListOption): boolean {
  return option.extraDescription !== undefined && option.extraDescription.visible !== false;
}

/** The configured rule's error for a filled extra text, or null. */
export function extraRuleError(config: ExtraDescriptionConfig, text: string): string | null {
  if (!config.validation) return null;
  const result = config.validation.validate(text);
  if (result === true) return null;
  if (typeof result === 'string' && result !== '') return result;
  return config.validation.caption || esClMessages.invalidData;
}

/** The error of one ticked option's extra text (wizard-spec 5), or null. */
export function extraDescriptionError(config: ExtraDescriptionConfig, text: string): string | null {
  if (text.trim() === '') return config.required ? esClMessages.required : null;
  return extraRuleError(config, text);
}

/**
 * The list's error for a form (wizard-spec 5): required needs a selection; a ticked option
 * whose extra text fails gives the generic error. Failing extra texts count even when the list
 * is optional, because their own error is on screen and the data would be stored wrong.
 */
export function checkboxListError(
  options: readonly CheckboxListOption[],
  value: readonly CheckboxListEntry[],
  isRequired: boolean,
): string | null {
  const entries = toEntries(options, value);
  if (isRequired && !entries.some((entry) => entry.selected)) return esClMessages.required;
  const failing = options.some((option, index) => {
    const entry = entries[index]!;
    return (
      entry.selected &&
      hasExtraField(option) &&
      extraDescriptionError(option.extraDescription!, entry.extraDescription) !== null
    );
  });
  return failing ? esClMessages.invalidData : null;
}
