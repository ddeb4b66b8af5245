import { describe, expect, it } from 'vitest';
import { notoFont } from './noto-fonts';

/**
 * Our glue over harfbuzzjs 1.6.4's harfbuzz.wasm (HarfBuzz 15.0.0) and Debian's fonts-noto-core 20201225 (Noto 2.001):
 * glyph ids and advances as HarfBuzz's own API gives them (docs/notes of issue 40). A harfbuzzjs bump that changes the
 * wasm's imports or exports, or a font update, fails here first.
 */
describe('shaping with HarfBuzz', () => {
  it('shapes अनन्या गुप्ता into the half forms and ligatures of Noto Sans Devanagari', () => {
    const font = notoFont('deva', 'Regular');

    const glyphs = font.hb.shape('अनन्या गुप्ता');

    expect(font.upem).toBe(1000);
    expect(glyphs.map((g) => g.gid)).toEqual([9, 44, 202, 51, 66, 3, 27, 69, 203, 40, 66]);
    // Clusters are UTF-16 indexes: न् (2) is one half-form glyph, या (4) two glyphs, ु (7) rides on ग with no advance.
    expect(glyphs.map((g) => g.cluster)).toEqual([0, 1, 2, 4, 4, 6, 7, 7, 9, 11, 11]);
    expect(glyphs.map((g) => g.ax)).toEqual([764, 555, 295, 580, 259, 260, 563, 0, 308, 570, 259]);
  });

  it('reorders the i-matra before its conjunct and forms the reph', () => {
    const font = notoFont('deva', 'Bold');

    const glyphs = font.hb.shape('त्रि');

    // Visual order: the i-matra (cluster 0's second character, drawn first) before त्र.
    expect(glyphs).toHaveLength(2);
    expect(new Set(glyphs.map((g) => g.cluster))).toEqual(new Set([0]));
    expect(glyphs[0]?.gid).not.toBe(glyphs[1]?.gid);
  });

  it('knows which characters a font has (no Latin letters in the Indic fonts)', () => {
    const font = notoFont('orya', 'Regular');
    expect(font.hb.hasChar('ଅ'.codePointAt(0) ?? 0)).toBe(true);
    expect(font.hb.hasChar(' '.codePointAt(0) ?? 0)).toBe(true);
    expect(font.hb.hasChar('A'.codePointAt(0) ?? 0)).toBe(false);
    expect(font.hb.hasChar('-'.codePointAt(0) ?? 0)).toBe(false);
  });
});
