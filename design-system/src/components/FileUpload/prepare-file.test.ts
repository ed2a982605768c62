import { describe, expect, it, vi } from 'vitest';
import { defaultFileLimits } from './file-rules.ts';
import { prepareFile } from './prepare-file.ts';
import { cardPngBase64, fileFromBase64, fileWithHeader, pdfFile } from './sample-files.ts';

const options = (compress = vi.fn()) => ({
  accepted: ['image', 'pdf'] as const,
  limits: { ...defaultFileLimits, minImageSize: 100 },
  compress,
});

describe('prepareFile', () => {
  it('encodes an accepted image with the type read from its bytes, not its name', async () => {
    const file = fileFromBase64(cardPngBase64, 'carnet.jpg', 'image/jpeg');
    const result = await prepareFile(file, options());
    expect(result).toEqual({
      ok: true,
      value: { base64: cardPngBase64, mediaType: 'image/png', name: 'carnet.jpg', size: 310 },
    });
  });

  it('refuses a file named like an image whose bytes are not one', async () => {
    const file = new File(['MZ not really a picture'], 'foto.png', { type: 'image/png' });
    expect(await prepareFile(file, options())).toEqual({ ok: false, error: 'invalidFormat' });
  });

  it('refuses a PDF over the maximum and accepts a small one', async () => {
    const large = pdfFile(defaultFileLimits.maxPdfSize + 1);
    expect(await prepareFile(large, options())).toEqual({ ok: false, error: 'pdfTooLarge' });
    const small = await prepareFile(pdfFile(16, 'a.pdf'), options());
    expect(small.ok && small.value.mediaType).toBe('application/pdf');
    expect(small.ok && atob(small.value.base64).startsWith('%PDF-1.4')).toBe(true);
  });

  it('compresses a large image through the injected compressor and keeps the result', async () => {
    const compressed = fileFromBase64(cardPngBase64, 'x.png', 'image/png');
    const compress = vi.fn().mockResolvedValue(compressed);
    const onCompressStart = vi.fn();
    const large = fileWithHeader([0xff, 0xd8, 0xff, 0xe0], 2 * 1024 * 1024, 'dni.jpeg', '');
    const result = await prepareFile(large, { ...options(compress), onCompressStart });
    expect(onCompressStart).toHaveBeenCalledOnce();
    const [input, compressOptions] = compress.mock.calls[0] as [File, unknown];
    expect(input.type).toBe('image/jpeg');
    expect(compressOptions).toEqual({ maxSizeMB: 1 });
    expect(result).toEqual({
      ok: true,
      value: { base64: cardPngBase64, mediaType: 'image/png', name: 'dni.jpeg', size: 310 },
    });
  });

  it('reports a failed compression', async () => {
    const compress = vi.fn().mockRejectedValue(new Error('canvas'));
    const large = fileWithHeader([0x47, 0x49, 0x46, 0x38], 2 * 1024 * 1024, 'a.gif', 'image/gif');
    expect(await prepareFile(large, options(compress))).toEqual({
      ok: false,
      error: 'compressionFailed',
    });
  });

  it('refuses an image below the minimum without compressing', async () => {
    const compress = vi.fn();
    const tiny = fileWithHeader([0x89, 0x50, 0x4e, 0x47], 50, 'a.png', 'image/png');
    expect(await prepareFile(tiny, options(compress))).toEqual({
      ok: false,
      error: 'imageTooSmall',
    });
    expect(compress).not.toHaveBeenCalled();
  });
});
