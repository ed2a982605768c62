import { useEffect, useId, useRef, useState, type FocusEvent, type Ref } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FieldErrorContext,
  FileTrigger,
  isFileDropItem,
  LabelContext,
  Provider,
  TextContext,
  VisuallyHidden,
  type ValidationResult,
} from 'react-aria-components';
import { mergeRefs } from 'react-aria/mergeRefs';
import * as messages from '../../messages.ts';
import { button } from '../private/button.css.ts';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { Icon } from '../Icon/index.ts';
import { compressImage as compressWithLibrary, type ImageCompressor } from './compress-image.ts';
import {
  defaultFileLimits,
  megabytesLabel,
  type FileErrorCode,
  type FileKind,
  type FileLimits,
} from './file-rules.ts';
import { formatFileSize } from '@inversiones/es-cl';
import * as styles from './FileUpload.css.ts';
import { prepareFile, type UploadedFile } from './prepare-file.ts';
import { isImageType, type AcceptedMediaType } from './sniff-file-type.ts';

const text = messages.fileUpload;

const mediaTypesOf: Record<FileKind, AcceptedMediaType[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif'],
  pdf: ['application/pdf'],
};

export interface FileUploadProps extends FieldBaseProps {
  /** Native form name: the base64 goes under it and the media type under `name` + `Ext`. */
  name?: string;
  id?: string;
  /** The loaded file (controlled); null when there is none. */
  value?: UploadedFile | null;
  defaultValue?: UploadedFile | null;
  onChange?: (value: UploadedFile | null) => void;
  /** Called when focus leaves the whole field (marks it touched). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** True while an image is being compressed: the form must wait (wizard-spec 4). */
  onPendingChange?: (isPending: boolean) => void;
  /** The kinds of file accepted; images and PDF by default. */
  accept?: readonly FileKind[];
  /** Bytes; below this an image is refused. */
  minImageSize?: number;
  /** Bytes; above this an image is compressed to about this size. */
  maxImageSize?: number;
  /** Bytes; above this a PDF is refused (1.1 MB by default). */
  maxPdfSize?: number;
  /** Compresses large images; browser-image-compression, loaded on first use, by default. */
  compressImage?: ImageCompressor;
  /** Shows the image preview as soon as an image is loaded (hidden by default: IDs are private). */
  defaultPreviewOpen?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  /** Goes to the button that picks the file. */
  ref?: Ref<HTMLButtonElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

const validity = (invalid: boolean): ValidityState => ({
  badInput: false,
  customError: invalid,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: !invalid,
  valueMissing: false,
});

/**
 * An image or PDF upload: a real button (file picker) inside a drop zone that also takes a
 * pasted file. The type is read from the file's bytes; large images are compressed in the browser.
 */
export function FileUpload(props: FileUploadProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(props);
  const {
    name,
    id,
    onPendingChange,
    accept = ['image', 'pdf'],
    minImageSize = defaultFileLimits.minImageSize,
    maxImageSize = defaultFileLimits.maxImageSize,
    maxPdfSize = defaultFileLimits.maxPdfSize,
    compressImage = compressWithLibrary,
    defaultPreviewOpen = false,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    ref,
  } = rest;
  const field = useFieldState<UploadedFile | null>({
    ...valueProps,
    emptyValue: null,
    isRequired,
  });
  const limits: FileLimits = { minImageSize, maxImageSize, maxPdfSize };
  const [fileError, setFileError] = useState<FileErrorCode | null>(null);
  const [isPending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [previewOpen, setPreviewOpen] = useState(defaultPreviewOpen);
  const selectRef = useRef<HTMLButtonElement>(null);

  // Only the latest file may change the value; a slower earlier one is ignored.
  const run = useRef(0);
  const pendingRef = useRef(false);
  const pendingCallback = useRef(onPendingChange);
  useEffect(() => {
    pendingCallback.current = onPendingChange;
  });
  const setPendingState = (next: boolean) => {
    if (pendingRef.current === next) return;
    pendingRef.current = next;
    setPending(next);
    pendingCallback.current?.(next);
  };
  useEffect(
    () => () => {
      run.current += 1;
      // A form must not stay blocked by a field that is gone.
      if (pendingRef.current) pendingCallback.current?.(false);
    },
    [],
  );

  const handleFile = async (file: File) => {
    const current = ++run.current;
    setFileError(null);
    setAnnouncement('');
    const result = await prepareFile(file, {
      accepted: accept,
      limits,
      compress: compressImage,
      onCompressStart: () => {
        if (current === run.current) setPendingState(true);
      },
    });
    if (current !== run.current) return;
    setPendingState(false);
    if (result.ok) {
      field.setValue(result.value);
      setPreviewOpen(defaultPreviewOpen);
      setAnnouncement(text.loaded(result.value.name));
    } else {
      // The spec clears the file on any error.
      field.setValue(null);
      setFileError(result.error);
    }
  };

  const remove = () => {
    run.current += 1;
    field.setValue(null);
    setFileError(null);
    setAnnouncement(text.removed);
    // The remove button disappears with the file: focus goes back to the picker.
    selectRef.current?.focus();
  };

  const ownError = fileError ? errorText(fileError, accept, limits) : null;
  const invalid = ownError !== null || field.isInvalid;
  const validation: ValidationResult = {
    isInvalid: invalid,
    validationErrors: [],
    validationDetails: validity(invalid),
  };

  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const requiredId = `${baseId}-required`;
  const selectId = `${baseId}-select`;
  const previewId = `${baseId}-preview`;
  const inactive = isDisabled || isReadOnly || isPending;
  const file = field.value;
  const isImage = file ? isImageType(file.mediaType) : false;

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId}
      className={fieldStyles.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur(event);
      }}
    >
      <Provider
        values={[
          [LabelContext, { id: labelId, elementType: 'span' }],
          [TextContext, { slots: { description: { id: hintId }, errorMessage: { id: errorId } } }],
          [FieldErrorContext, validation],
        ]}
      >
        <FieldLabel {...labelRow} isRequired={isRequired} />
        {isRequired ? (
          <VisuallyHidden id={requiredId} elementType="span">
            {text.required}
          </VisuallyHidden>
        ) : null}
        {isReadOnly ? null : (
          <DropZone
            aria-label={text.dropZone}
            aria-labelledby={labelId}
            isDisabled={inactive}
            data-invalid={invalid || undefined}
            className={styles.dropZone}
            getDropOperation={() => (inactive ? 'cancel' : 'copy')}
            onDrop={async (event) => {
              // One file per field: the first dropped or pasted file is taken.
              const item = event.items.find(isFileDropItem);
              if (item) await handleFile(await item.getFile());
            }}
          >
            <span className={styles.dropIcon}>
              <Icon name="document" />
            </span>
            <FileTrigger
              acceptedFileTypes={accept.flatMap((kind) => mediaTypesOf[kind])}
              onSelect={(files) => {
                const picked = files?.[0];
                if (picked) void handleFile(picked);
              }}
            >
              <AriaButton
                id={selectId}
                ref={mergeRefs(selectRef, ref)}
                isDisabled={isDisabled}
                isPending={isPending}
                aria-labelledby={`${selectId} ${labelId}`}
                aria-describedby={[isRequired ? requiredId : '', hintId, invalid ? errorId : '']
                  .filter(Boolean)
                  .join(' ')}
                className={button({ variant: 'secondary', size: 'sm' })}
              >
                {file ? text.replace : text.select}
              </AriaButton>
            </FileTrigger>
            <span className={styles.dropHint}>{text.dropHint}</span>
          </DropZone>
        )}
        <div role="status" className={styles.status}>
          {isPending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {text.compressing}
            </>
          ) : announcement ? (
            <VisuallyHidden elementType="span">{announcement}</VisuallyHidden>
          ) : null}
        </div>
        {file ? (
          <>
            <div className={styles.summary}>
              <span className={styles.fileInfo}>
                <Icon name="document" size="sm" />
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileMeta}>
                  {isImage ? text.fileKinds.image : text.fileKinds.pdf}, {formatFileSize(file.size)}
                </span>
              </span>
              <span className={styles.actions}>
                {isImage ? (
                  <AriaButton
                    aria-expanded={previewOpen}
                    aria-controls={previewId}
                    onPress={() => setPreviewOpen((open) => !open)}
                    className={button({ variant: 'tertiary', size: 'sm' })}
                  >
                    <Icon name={previewOpen ? 'eyeOff' : 'eye'} size="sm" />
                    {previewOpen ? text.hideImage : text.showImage}
                  </AriaButton>
                ) : null}
                {isReadOnly ? null : (
                  <AriaButton
                    isDisabled={isDisabled || isPending}
                    onPress={remove}
                    className={button({ variant: 'tertiary', size: 'sm' })}
                  >
                    <Icon name="delete" size="sm" />
                    {isImage ? text.removeImage : text.removeFile}
                  </AriaButton>
                )}
              </span>
            </div>
            {isImage ? (
              <img
                id={previewId}
                hidden={!previewOpen}
                src={`data:${file.mediaType};base64,${file.base64}`}
                alt={text.preview(file.name)}
                className={styles.preview}
              />
            ) : null}
          </>
        ) : null}
        <FieldHint
          help={hint.help}
          description={
            <>
              {hint.description ? <span>{hint.description} </span> : null}
              {text.formats(accept, megabytesLabel(maxPdfSize))}
            </>
          }
        />
        {/* A live container, so an error that appears after a file is picked is announced. */}
        <div aria-live="polite">
          <FieldErrorText errorMessage={ownError ?? field.error} />
        </div>
        {name ? (
          <>
            <input type="hidden" name={name} value={file?.base64 ?? ''} />
            <input type="hidden" name={`${name}Ext`} value={file?.mediaType ?? ''} />
          </>
        ) : null}
      </Provider>
    </div>
  );
}

function errorText(code: FileErrorCode, accept: readonly FileKind[], limits: FileLimits): string {
  switch (code) {
    case 'invalidFormat':
      return text.errors.invalidFormat(accept);
    case 'imageTooSmall':
      return text.errors.imageTooSmall(formatFileSize(limits.minImageSize));
    case 'pdfTooLarge':
      return text.errors.pdfTooLarge(megabytesLabel(limits.maxPdfSize));
    case 'compressionFailed':
      return text.errors.compressionFailed;
    case 'readFailed':
      return text.errors.readFailed;
  }
}
