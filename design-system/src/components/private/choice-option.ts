/** An option of a checkbox or radio group (wizard-spec 3: options with key and value). */
export interface ChoiceOption {
  /** The stored value. */
  key: string;
  /** The visible text (the spec's `value`). */
  value: string;
  /** Text of an info tooltip beside the option. */
  tooltip?: string;
  isDisabled?: boolean;
}
