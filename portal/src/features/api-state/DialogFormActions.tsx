import { Alert, Button, Stack } from '@inversiones/design-system';

export interface DialogFormActionsProps {
  /** Why the last submit failed (the form keeps its data), or null. */
  failure: string | null;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** After a failure the submit says it (Reintentar). */
  retryLabel: string;
  isPending: boolean;
}

/** The foot of a form in a dialog: its failure, Cancelar and the submit (Reintentar after one). */
export function DialogFormActions({
  failure,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  retryLabel,
  isPending,
}: DialogFormActionsProps) {
  return (
    <>
      {failure ? (
        <Alert priority="error" isLive>
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" gap="sm" wrap justify="flex-end">
        <Button variant="secondary" onPress={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
          {failure ? retryLabel : submitLabel}
        </Button>
      </Stack>
    </>
  );
}
