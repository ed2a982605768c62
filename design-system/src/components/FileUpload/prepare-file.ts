// From a picked or dropped file to the field's value: sniff, check, compress, encode.
import { bytesToBase64 } from './base64.ts';
import type { ImageCompressor } from './compress-image.ts';
import { decideFile, type FileErrorCode, type FileKind, type FileLimits } from './file-rules.ts';
import { signatureLength, sniffFileType, type AcceptedMediaType } from './sniff-file-type.ts';

/** The value of a file field: the wizard stores `base64` under the key and `mediaType` under key+Ext. */
export interface UploadedFile {
  /** The content, base64 without a data-URL prefix. */
  base64: string;
  /** Read from the bytes, not from the name. */
  mediaType: AcceptedMediaType;
  name: string;
  /** Bytes after any compression. */
  size: number;
}

export type PrepareResult = { ok: true; value: UploadedFile } | { ok: false; error: FileErrorCode };

export interface PrepareOptions {
  accepted: readonly FileKind[];
  limits: FileLimits;
  compress: ImageCompressor;
  /** Called just before a slow compression starts (the field shows its waiting state). */
  onCompressStart?: () => void;
}

const typeOfBytes = async (blob: Blob) =>
  sniffFileType(new Uint8Array(await blob.slice(0, signatureLength).arrayBuffer()));

/** Checks a file by its bytes and size, compresses a large image and encodes the result. */
export async function prepareFile(file: File, options: PrepareOptions): Promise<PrepareResult> {
  let mediaType: AcceptedMediaType | null;
  try {
    mediaType = await typeOfBytes(file);
  } catch {
    return { ok: false, error: 'readFailed' };
  }
  const decision = decideFile(mediaType, file.size, options.accepted, options.limits);
  if (decision.action === 'reject' || !mediaType) {
    return { ok: false, error: decision.action === 'reject' ? decision.error : 'invalidFormat' };
  }

  let content: Blob = file;
  if (decision.action === 'compress') {
    options.onCompressStart?.();
    try {
      // The declared type may be wrong or empty: the compressor works from the sniffed one.
      const typed = new File([file], file.name, { type: mediaType });
      content = await options.compress(typed, { maxSizeMB: decision.maxSizeMB });
      mediaType = await typeOfBytes(content);
    } catch {
      return { ok: false, error: 'compressionFailed' };
    }
    if (!mediaType) return { ok: false, error: 'compressionFailed' };
  }

  try {
    const bytes = new Uint8Array(await content.arrayBuffer());
    return {
      ok: true,
      value: { base64: bytesToBase64(bytes), mediaType, name: file.name, size: bytes.length },
    };
  } catch {
    return { ok: false, error: 'readFailed' };
  }
}
