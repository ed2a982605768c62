export { FileUpload, type FileUploadProps } from './FileUpload.tsx';
export type { UploadedFile } from './prepare-file.ts';
export type { ImageCompressor } from './compress-image.ts';
export { defaultFileLimits, type FileKind, type FileLimits } from './file-rules.ts';
export { sniffFileType, type AcceptedMediaType } from './sniff-file-type.ts';
export { fileAnswer } from './file-answer.ts';
