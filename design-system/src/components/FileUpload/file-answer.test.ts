import { describe, expect, it } from 'vitest';
import { fileAnswer } from './file-answer.ts';

describe('fileAnswer', () => {
  it('stores the content under the key and the media type under key + Ext', () => {
    expect(
      fileAnswer('cedulaFrente', {
        base64: 'JVBERi0=',
        mediaType: 'application/pdf',
        name: 'c.pdf',
        size: 5,
      }),
    ).toEqual({ cedulaFrente: 'JVBERi0=', cedulaFrenteExt: 'application/pdf' });
  });

  it('clears both keys when there is no file', () => {
    expect(fileAnswer('cedulaFrente', null)).toEqual({
      cedulaFrente: null,
      cedulaFrenteExt: null,
    });
  });
});
