// The default image compressor: browser-image-compression, loaded only when an image needs it.

/** Shrinks an image to about `maxSizeMB` megabytes; injected so tests and stories can stub it. */
export type ImageCompressor = (file: File, options: { maxSizeMB: number }) => Promise<Blob>;

export const compressImage: ImageCompressor = async (file, { maxSizeMB }) => {
  const { default: imageCompression } = await import('browser-image-compression');
  // Its web worker would load the library from a CDN, which the portal's CSP and privacy forbid.
  return imageCompression(file, { maxSizeMB, useWebWorker: false });
};
