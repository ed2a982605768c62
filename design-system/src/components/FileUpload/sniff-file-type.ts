// The type of an uploaded file, read from its first bytes (magic numbers), never from its name.

/** The media types the upload accepts (wizard-spec 5: images and PDF). */
export type AcceptedMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'application/pdf';

/** How many leading bytes `sniffFileType` needs. */
export const signatureLength = 4;

const signatures: ReadonlyArray<readonly [AcceptedMediaType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46]],
];

/** The accepted media type whose signature starts `bytes`, or null for anything else. */
export function sniffFileType(bytes: Uint8Array): AcceptedMediaType | null {
  const match = signatures.find(([, signature]) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return match ? match[0] : null;
}

/** Whether a sniffed type is an image (previewable, compressible). */
export function isImageType(mediaType: string): boolean {
  return mediaType.startsWith('image/');
}
