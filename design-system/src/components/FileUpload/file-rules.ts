// What to do with a file of a given sniffed type and size (wizard-spec 5, portal-spec 5).
import { isImageType, type AcceptedMediaType } from './sniff-file-type.ts';

/** The kinds of file an upload may accept. */
export type FileKind = 'image' | 'pdf';

/** Size limits, in bytes. */
export interface FileLimits {
  /** Images smaller than this are rejected with the minimum-size error. */
  minImageSize: number;
  /** Images larger than this are compressed in the browser to about this size. */
  maxImageSize: number;
  /** PDFs larger than this are rejected with the maximum-size error. */
  maxPdfSize: number;
}

export const megabyte = 1024 * 1024;

export const defaultFileLimits: FileLimits = {
  // Not shown in the spec: below 10 KB a photo of an identity card is not legible.
  minImageSize: 10 * 1024,
  // The spec's compression target is 1 (units not shown): 1 MB.
  maxImageSize: megabyte,
  // The spec's 1.1 MB PDF limit, in binary megabytes, rounded down to whole bytes.
  maxPdfSize: Math.floor(1.1 * megabyte),
};

/** Why a file was refused (the texts live in messages.fileUpload). */
export type FileErrorCode =
  'invalidFormat' | 'imageTooSmall' | 'pdfTooLarge' | 'compressionFailed' | 'readFailed';

export type FileDecision =
  | { action: 'accept' }
  | { action: 'compress'; maxSizeMB: number }
  | { action: 'reject'; error: FileErrorCode };

/** The kind of an accepted media type. */
export function kindOf(mediaType: AcceptedMediaType): FileKind {
  return isImageType(mediaType) ? 'image' : 'pdf';
}

/** Accept, compress or reject a file from its sniffed type (null: unknown) and its size. */
export function decideFile(
  mediaType: AcceptedMediaType | null,
  size: number,
  accepted: readonly FileKind[],
  limits: FileLimits,
): FileDecision {
  if (!mediaType || !accepted.includes(kindOf(mediaType)))
    return { action: 'reject', error: 'invalidFormat' };
  if (kindOf(mediaType) === 'pdf')
    return size > limits.maxPdfSize
      ? { action: 'reject', error: 'pdfTooLarge' }
      : { action: 'accept' };
  if (size < limits.minImageSize) return { action: 'reject', error: 'imageTooSmall' };
  if (size > limits.maxImageSize)
    return { action: 'compress', maxSizeMB: limits.maxImageSize / megabyte };
  return { action: 'accept' };
}

/** A size in megabytes as the spec writes it in its messages: `1.1`, `2`. */
export function megabytesLabel(bytes: number): string {
  return String(Number((bytes / megabyte).toFixed(1)));
}
