// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findFund } from '../market/catalogue.ts';
import { fundDocumentPdf } from './fund-documents.ts';

/** The strings a PDF's pages draw, decoded from their WinAnsi hex (`<24A0...> Tj`). */
function drawnTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const [, body = ''] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (fonts are not embedded: standard 14)
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}

describe("a fund's PDFs", () => {
  it('write the series minimums as the es-CL kit does, symbol and amount never split', async () => {
    const fund = findFund('FM-RENTA-DOLAR')!;
    const texts = drawnTexts(await fundDocumentPdf(fund, 'rulesOfProcedure'));
    expect(texts).toContain('Inversión inicial');
    // A no-break space (WinAnsi 0xA0) between symbol and amount (DOMAIN.md "Money").
    expect(texts).toContain('US$\u00a050,00');
    expect(texts.some((text) => /US\$\d/.test(text))).toBe(false);
  });
});
