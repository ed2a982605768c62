// Adapter of the file question (wizard-spec 5): images and PDF, compression makes the form wait.
import { FileUpload, type UploadedFile } from '@inversiones/design-system';
import { numberOf } from '../controls/control-values.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';

export function FileAdapter({ question, controller, services }: FieldAdapterProps) {
  const key = question.key!;
  return (
    <FileUpload
      {...baseProps<UploadedFile | null>(question, controller)}
      value={(controller.field.value as UploadedFile | null) ?? null}
      minImageSize={numberOf(question.min)}
      maxImageSize={numberOf(question.max)}
      onPendingChange={(pending) => services.setPending(key, pending)}
    />
  );
}
