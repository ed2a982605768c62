import { describe, expect, it, vi } from 'vitest';

const imageCompression = vi.fn(async (file: File) => new Blob([file], { type: file.type }));
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

describe('compressImage', () => {
  it('loads browser-image-compression on first use and keeps it off the web worker', async () => {
    const { compressImage } = await import('./compress-image.ts');
    expect(imageCompression).not.toHaveBeenCalled();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    const result = await compressImage(file, { maxSizeMB: 1 });
    expect(imageCompression).toHaveBeenCalledWith(file, { maxSizeMB: 1, useWebWorker: false });
    expect(result.type).toBe('image/jpeg');
  });
});
