import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './pdf';

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

  it('fits very long titles', async () => {
    const bytes = await renderCertificatePdf({ ...content, courseTitle: 'A'.repeat(300) });
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });
});
