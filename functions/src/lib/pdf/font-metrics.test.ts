import { Encodings, Font, type FontNames } from '@pdf-lib/standard-fonts';
import { describe, expect, it } from 'vitest';
import { FIRST_CODE, type StandardFontName, widths } from './font-metrics';
import { winAnsiCode } from './pdf-writer';

describe('the standard-font tables our PDFs draw with', () => {
  const winAnsi = Encodings.WinAnsi;

  it('encode exactly the characters of the WinAnsi encoding', () => {
    for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
      const expected = winAnsi.canEncodeUnicodeCodePoint(codePoint)
        ? winAnsi.encodeUnicodeCodePoint(codePoint).code
        : undefined;
      // pdf-lib's table also maps a few control characters and U+00AD's alias; the PDF needs only printable ones.
      if (codePoint < 0x20 || codePoint === 0x7f) continue;
      expect([codePoint, winAnsiCode(codePoint)]).toEqual([codePoint, expected]);
    }
  });

  it('hold Adobe’s width of every glyph of the four fonts', () => {
    for (const [name, table] of Object.entries(widths) as [StandardFontName, readonly number[]][]) {
      const font = Font.load(name as FontNames);
      expect(table).toHaveLength(256 - FIRST_CODE);
      for (const codePoint of winAnsi.supportedCodePoints) {
        const { code, name: glyph } = winAnsi.encodeUnicodeCodePoint(codePoint);
        if (code < FIRST_CODE) continue;
        expect([name, code, table[code - FIRST_CODE]]).toEqual([name, code, font.getWidthOfGlyph(glyph)]);
      }
    }
  });
});
