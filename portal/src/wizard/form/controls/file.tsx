// A file (wizard-spec 3 and 5): base64 content under the key and its media type under key + Ext;
// required means a file is present.
import { fileAnswer, FileUpload, type UploadedFile } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { numberOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, ownElementOrInputType } from './input-query.ts';

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

export const fileControl = defineControl({
  name: 'file',
  elements: ['file', ...INPUT_ELEMENTS],
  matches: ownElementOrInputType('file'),
  view: { as: 'field', Field: FileAdapter },
  initialValue: (question, given, stored) => {
    const key = question.key ?? '';
    const base64 = textOf(given);
    return base64
      ? ({
          base64,
          mediaType: textOf(stored[`${key}Ext`]),
          name: key,
          size: Math.floor((base64.length * 3) / 4),
        } as UploadedFile)
      : null;
  },
  toAnswer: (key, value) => fileAnswer(key, (value as UploadedFile | null) ?? null),
  answerKeys: (key) => [key, `${key}Ext`],
  isEmpty: (value) => !(value as UploadedFile).base64,
});
