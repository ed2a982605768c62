// Every field shows the same parts around its control and takes the same value props: this
// splits them off its props once.
import type { FieldBaseProps } from './Field.tsx';

/** What FieldLabel shows: strong part, label, `(*)` or `Opcional`, small line and tooltip. */
export type LabelRowProps = Pick<
  FieldBaseProps,
  'label' | 'labelStrong' | 'labelSmall' | 'tooltip' | 'necessityIndicator'
>;

/** What FieldHint shows under the control. */
export type HintProps = Pick<FieldBaseProps, 'help' | 'description'>;

/** The value props a field may take (each field types its own). */
interface ValueLike {
  value?: unknown;
  defaultValue?: unknown;
  onChange?: unknown;
  onBlur?: unknown;
  isInvalid?: boolean;
  errorMessage?: FieldBaseProps['errorMessage'];
}

/** The value props of a field, typed as the field declares them (undefined when it has none). */
export type ValueProps<Props> = {
  [Key in keyof ValueLike]: Key extends keyof Props ? Props[Key] : undefined;
};

/**
 * A field's props as its label row, its hint, its value props and the rest (what the field
 * itself and React Aria take): each part is handed on whole, `<FieldLabel {...labelRow} />`,
 * `<FieldHint {...hint} />`, `useFieldState({ ...valueProps, emptyValue })`.
 */
export function fieldParts<Props extends LabelRowProps & HintProps & ValueLike>({
  label,
  labelStrong,
  labelSmall,
  tooltip,
  necessityIndicator,
  help,
  description,
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  ...rest
}: Props) {
  const labelRow: LabelRowProps = { label, labelStrong, labelSmall, tooltip, necessityIndicator };
  const hint: HintProps = { help, description };
  // Typed as the field declares them: TypeScript widens the destructured ones to ValueLike's.
  const values = { value, defaultValue, onChange, onBlur, isInvalid, errorMessage };
  return { labelRow, hint, valueProps: values as ValueProps<Props>, rest };
}
