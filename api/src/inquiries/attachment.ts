import type { inquiries } from '@inversiones/contract';

/** The first bytes of each accepted type: the declared media type must match the content. */
const signatures: Readonly<Record<inquiries.InquiryAttachment['mediaType'], number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The attachment's bytes when they are what they claim and within the size, else null. */
export function attachmentBytes(
  attachment: inquiries.InquiryAttachment,
  maxBytes: number,
): Buffer | null {
  const bytes = Buffer.from(attachment.base64, 'base64');
  if (bytes.length === 0 || bytes.length > maxBytes) return null;
  const signature = signatures[attachment.mediaType];
  return signature.every((byte, index) => bytes[index] === byte) ? bytes : null;
}
