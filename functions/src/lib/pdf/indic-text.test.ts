import { beforeAll, describe, expect, it } from 'vitest';
import { notoFont, type Weight } from './noto-fonts';
import { OnePagePdf, rgb, widthOfTextAtSize, wrapText } from './pdf-writer';
import type { IndicScript } from './script-runs';
import { drawnRuns, pdfToText, requirePdfTools, SAMPLES } from './testing';

const ink = rgb(0, 0, 0);
const info = { title: 't', author: 'a', subject: 's', creationDate: new Date(0) };

/** One line of text on a page, as the certificate draws its name (Times-Bold) or its "taught by" line (Times-Italic). */
function page(text: string, font: 'Times-Bold' | 'Times-Italic' = 'Times-Bold', size = 30) {
  const pdf = new OnePagePdf(842, 200);
  pdf.text(text, { x: 40, y: 100, size, font: pdf.font(font), color: ink });
  return pdf.save(info);
}

beforeAll(requirePdfTools);

const cases = Object.entries(SAMPLES).flatMap(([script, { names, title }]) =>
  [...names, title].map((text) => ({ script: script as IndicScript, text })),
);

describe('names and titles in the Indian scripts', () => {
  it.each(cases)(
    'draws HarfBuzz’s glyphs for $text ($script), in order and where HarfBuzz puts them',
    ({ script, text }) => {
      for (const [font, weight] of [
        ['Times-Bold', 'Bold'],
        ['Times-Italic', 'Regular'],
      ] as const satisfies readonly (readonly ['Times-Bold' | 'Times-Italic', Weight])[]) {
        // Arrange
        const noto = notoFont(script, weight);
        const expected = noto.hb.shape(text);
        const size = 30;
        const k = size / noto.upem;

        // Act
        const runs = drawnRuns(page(text, font, size));

        // Assert: one shaped run, in the script's Noto font, with exactly HarfBuzz's glyph ids.
        expect(runs).toHaveLength(1);
        const [run] = runs;
        expect(run?.actualText).toBe(text);
        expect(run?.font.baseFont).toMatch(new RegExp(`^[A-Z]{6}\\+${noto.name}$`));
        expect(run?.glyphs.map((g) => g.gid)).toEqual(expected.map((g) => g.gid));
        // Each glyph's origin is the pen after the advances before it, shifted by its offsets.
        let pen = 40;
        expected.forEach((g, i) => {
          const drawn = run?.glyphs[i];
          expect(drawn?.x).toBeCloseTo(pen + g.dx * k, 1);
          expect(drawn?.y).toBeCloseTo(100 + g.dy * k, 1);
          pen += g.ax * k;
        });
      }
    },
  );

  it.each(cases)('gives back $text ($script) to text extraction exactly', ({ text }) => {
    expect(pdfToText(page(text)).trim()).toBe(text);
  });

  it('maps each glyph to the text it stands for (ToUnicode), a shared glyph once per meaning', () => {
    const [run] = drawnRuns(page('अनन्या गुप्ता'));
    const cmap = run?.font.toUnicode ?? '';
    // न् (U+0928 U+094D) is one half-form glyph; ा closes both न्या and प्ता: one glyph, two CIDs.
    expect(cmap).toContain('<0928094D>');
    const aa = run?.glyphs.filter((g) => g.gid === 66) ?? [];
    expect(aa).toHaveLength(2);
    expect(new Set(aa.map((g) => g.cid)).size).toBe(1);
    expect(run?.font.fontFileBytes).toBeLessThan(3000);
  });

  it('draws a mixed line in the standard font and three Noto fonts, run after run, and extracts it exactly', () => {
    const text = 'Ananya (अनन्या) Gupta — தமிழ் & ಕನ್ನಡ';
    const bytes = page(text);

    const runs = drawnRuns(bytes);

    expect(runs.map((r) => r.actualText)).toEqual(['अनन्या', 'தமிழ் ', 'ಕನ್ನಡ']);
    expect(runs.map((r) => r.font.baseFont.split('+')[1])).toEqual([
      'NotoSansDevanagari-Bold',
      'NotoSansTamil-Bold',
      'NotoSansKannada-Bold',
    ]);
    // Each run starts where the text before it ends.
    const font = new OnePagePdf(1, 1).font('Times-Bold');
    expect(runs[0]?.glyphs[0]?.x).toBeCloseTo(40 + widthOfTextAtSize(font, 'Ananya (', 30), 1);
    expect(runs[2]?.glyphs[0]?.x).toBeCloseTo(
      40 + widthOfTextAtSize(font, 'Ananya (अनन्या) Gupta — தமிழ் & ', 30),
      1,
    );
    expect(pdfToText(bytes).trim()).toBe(text);
    expect(new Set(runs.map((r) => r.font.baseFont.split('+')[0])).size).toBe(3);
  });

  it('wraps a long Hindi course title at spaces, each line within the width', () => {
    const font = new OnePagePdf(1, 1).font('Times-Bold');
    const title =
      'पाइथन के साथ मशीन लर्निंग का परिचय: डेटा विज्ञान, सांख्यिकी और कृत्रिम बुद्धिमत्ता की व्यावहारिक परियोजनाएँ';

    const lines = wrapText(font, title, 26, 320);

    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(widthOfTextAtSize(font, line, 26)).toBeLessThanOrEqual(320);
  });

  it('cuts a word longer than a line between clusters, never before a virama or a vowel sign', () => {
    const font = new OnePagePdf(1, 1).font('Helvetica');
    const word = 'क्षत्रियश्रीकृष्णधर्मेंद्रप्रसादचट्टोपाध्याय';

    const lines = wrapText(font, word, 20, 60);

    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toBe(word);
    for (const line of lines) {
      expect(line).not.toMatch(/^[\p{M}]/u);
      expect(widthOfTextAtSize(font, line, 20)).toBeLessThanOrEqual(60);
    }
  });
});
