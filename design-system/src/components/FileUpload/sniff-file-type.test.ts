import { describe, expect, it } from 'vitest';
import { isImageType, sniffFileType } from './sniff-file-type.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffFileType', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xdb)],
    ['image/gif', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)],
    ['application/pdf', new TextEncoder().encode('%PDF-1.7\n')],
  ])('recognises %s from its magic number', (type, header) => {
    expect(sniffFileType(header)).toBe(type);
  });

  it.each([
    ['plain text', new TextEncoder().encode('hola mundo')],
    ['a Windows executable', bytes(0x4d, 0x5a, 0x90, 0x00)],
    ['a ZIP (docx, xlsx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['an empty file', bytes()],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e)],
    ['a JPEG signature one byte off', bytes(0xff, 0xd8, 0xfe, 0xe0)],
    ['a PDF marker not at the start', new TextEncoder().encode(' %PDF')],
  ])('rejects %s', (_name, header) => {
    expect(sniffFileType(header)).toBeNull();
  });
});

describe('isImageType', () => {
  it('tells images from PDF', () => {
    expect(isImageType('image/gif')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
  });
});
