import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  difference,
  drawnRuns,
  parsePgm,
  pdfToText,
  renderGray,
  requirePdfTools,
  SAMPLES,
  toPgm,
} from '../lib/pdf/testing';
import { renderCertificatePdf } from './pdf';
import { sampleCertificate as content } from './testing';

/** The page's drawing operators: the one stream in the file, inflated. */
function pageContent(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const start = file.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(file.subarray(start, file.indexOf('\nendstream', start))).toString('latin1');
}

describe('certificate PDF', () => {
  it('is one A4 landscape page with the names in its metadata', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(content));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(pdf.getSubject()).toBe('Awarded to Ananya Gupta');
  });

  it('still renders names the standard fonts cannot draw, keeping them exact in the metadata', async () => {
    const pdf = await PDFDocument.load(
      await renderCertificatePdf({ ...content, studentName: 'अनन्या गुप्ता', courseTitle: 'Zoë’s “course”' }),
    );
    expect(pdf.getSubject()).toBe('Awarded to अनन्या गुप्ता');
  });

  it('draws what the standard fonts can and never fails for a name in any script', async () => {
    const names = [
      'अनन्या गुप्ता',
      'அனன்யா',
      'అనన్య',
      'ਅਨੰਨਿਆ',
      'S. Rāmānujan',
      'Zoë O’Brien-Ñúñez (Ana)',
      '🎓 Ana',
      '\ud800 lone surrogate',
      ' ',
    ];
    for (const studentName of names) {
      const bytes = await renderCertificatePdf({ ...content, studentName, courseTitle: 'Pricing in ₹' });
      const pdf = await PDFDocument.load(bytes);
      // An unpaired surrogate is stored as U+FFFD, the replacement character; everything else exactly.
      expect(pdf.getSubject()).toBe(`Awarded to ${studentName.replace('\ud800', '\ufffd')}`);
      expect(pageContent(bytes)).toContain('(Pricing in Rs.) Tj');
    }
    const drawn = pageContent(
      await renderCertificatePdf({
        ...content,
        studentName: 'S. Rāmānujan (अनन्या) \\o/',
        instructorName: 'Zoë',
      }),
    );
    // The Latin runs in Times, the Devanagari between them shaped and embedded (lib/pdf/text-runs.ts).
    expect(drawn).toContain('(S. Ramanujan \\() Tj');
    expect(drawn).toContain('(\\) \\\\o/) Tj');
    expect(drawn).toContain('/Span << /ActualText <FEFF090509280928094D092F093E> >> BDC');
    expect(drawn).toContain('(taught by Zo\\353) Tj');
  });

  it('fits very long titles', async () => {
    const bytes = await renderCertificatePdf({ ...content, courseTitle: 'A'.repeat(300) });
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });
});

/**
 * The certificate's name and title as poppler draws them, against references checked by eye when they were made
 * (issue 40: conjuncts, reph, reordered and split vowels). `npm run -w functions pdf:references` writes them again
 * (UPDATE_PDF_REFERENCES=1); look at them before committing (docs/certificates.md says how).
 */
const REFERENCES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/certificate-renders',
);
/** The band of the page with the name and the title, at 50 dpi (A4 landscape is 585 × 413 pixels). */
const DPI = 50;
const CROP = { x: 42, y: 139, width: 500, height: 101 };
/**
 * Share of pixels allowed to differ clearly: 25 of 50,500. The same poppler gives 0; a wrong vowel sign (ी for ा at
 * the end of गुप्ता) gives 0.001, a broken conjunct 0.025.
 */
const TOLERANCE = 0.0005;

const renderCases: { id: string; studentName: string; courseTitle: string }[] = [
  ...Object.entries(SAMPLES).map(([script, { names, title }]) => ({
    id: script,
    studentName: names[0] ?? '',
    courseTitle: title,
  })),
  { id: 'deva-2', studentName: SAMPLES.deva.names[1] ?? '', courseTitle: 'हिंदी में React 19' },
  { id: 'mixed', studentName: 'Ananya (अनन्या) Gupta', courseTitle: 'தமிழ் & ಕನ್ನಡ: Data Science' },
];

const referenceFile = (id: string) => path.join(REFERENCES, `${id}.pgm.gz`);

describe('certificates in the Indian scripts', () => {
  beforeAll(requirePdfTools);

  it.each(renderCases)('draws the name and title like the reference rendering ($id)', async (c) => {
    // Arrange
    const bytes = await renderCertificatePdf({ ...content, ...c });

    // Act
    const image = renderGray(bytes, DPI, CROP);

    // Assert
    if (process.env.UPDATE_PDF_REFERENCES) {
      mkdirSync(REFERENCES, { recursive: true });
      writeFileSync(referenceFile(c.id), gzipSync(toPgm(image), { level: 9 }));
    }
    if (!existsSync(referenceFile(c.id)))
      throw new Error(`No reference ${referenceFile(c.id)}: npm run -w functions pdf:references`);
    const reference = parsePgm(gunzipSync(readFileSync(referenceFile(c.id))));
    expect(difference(image, reference)).toBeLessThanOrEqual(TOLERANCE);
    expect(pdfToText(bytes)).toContain(c.studentName);
    expect(pdfToText(bytes)).toContain(c.courseTitle);
  });

  it.each([
    ['a broken conjunct (ZWNJ after the virama: न् no longer joins य)', 'अनन्\u200cया गुप्ता'],
    ['one wrong vowel sign', 'अनन्या गुप्ती'],
  ])('tells %s from the reference', async (_, studentName) => {
    const bytes = await renderCertificatePdf({ ...content, studentName, courseTitle: SAMPLES.deva.title });
    const reference = parsePgm(gunzipSync(readFileSync(referenceFile('deva'))));
    expect(difference(renderGray(bytes, DPI, CROP), reference)).toBeGreaterThan(TOLERANCE);
  });

  it('uses Noto Sans Bold for the name and title, Regular for the instructor, one small subset each', async () => {
    const bytes = await renderCertificatePdf({
      ...content,
      studentName: 'अनन्या गुप्ता',
      courseTitle: SAMPLES.deva.title,
      instructorName: 'राहुल शर्मा',
    });

    const runs = drawnRuns(bytes);

    expect(runs.map((r) => [r.actualText, r.font.baseFont.split('+')[1]])).toEqual([
      ['अनन्या गुप्ता', 'NotoSansDevanagari-Bold'],
      [SAMPLES.deva.title, 'NotoSansDevanagari-Bold'],
      ['राहुल शर्मा', 'NotoSansDevanagari-Regular'],
    ]);
    // Two fonts with different subset tags; the file stays small.
    expect(new Set(runs.map((r) => r.font.baseFont)).size).toBe(2);
    expect(bytes.byteLength).toBeLessThan(16_000);
  });
});
