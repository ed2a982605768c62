// Every field shows the same parts around its control: this splits them off its props once.
import type { FieldBaseProps } from './Field.tsx';

/** What FieldLabel shows: strong part, label, `(*)` or `Opcional`, small line and tooltip. */
export type LabelRowProps = Pick<
  FieldBaseProps,
  'label' | 'labelStrong' | 'labelSmall' | 'tooltip' | 'necessityIndicator'
>;

/** What FieldHint shows under the control. */
export type HintProps = Pick<FieldBaseProps, 'help' | 'description'>;

/**
 * A field's props as its label row, its hint and the rest (what the field itself and React Aria
 * take): each part is handed on whole, `<FieldLabel {...labelRow} />`, `<FieldHint {...hint} />`.
 */
export function fieldParts<Props extends LabelRowProps & HintProps>({
  label,
  labelStrong,
  labelSmall,
  tooltip,
  necessityIndicator,
  help,
  description,
  ...rest
}: Props) {
  const labelRow: LabelRowProps = { label, labelStrong, labelSmall, tooltip, necessityIndicator };
  const hint: HintProps = { help, description };
  return { labelRow, hint, rest };
}
