import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './pdf';

/** The page's drawing operators: the one stream in the file, inflated. */
function pageContent(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const start = file.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(file.subarray(start, file.indexOf('\nendstream', start))).toString('latin1');
}

const content = {
  studentName: 'Ananya Gupta',
  courseTitle: 'React 19 and TypeScript: Build Production Apps',
  instructorName: 'Rahul Sharma',
  grade: 'A',
  issuedAt: '2026-11-22T10:00:00.000Z',
  certificateId: '01JCERTIFICATE0000000000000',
  verifyUrl: 'https://academy.example/verify/01JCERTIFICATE0000000000000',
};

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
