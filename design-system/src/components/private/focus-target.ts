/** The option a form focuses: the chosen one (where Tab lands in a radio group), else the first enabled. */
export function focusTargetKey(
  options: readonly { key: string; isDisabled?: boolean }[],
  value: string | null,
): string | undefined {
  const chosen = options.find((option) => option.key === value && !option.isDisabled);
  return (chosen ?? options.find((option) => !option.isDisabled))?.key;
}
