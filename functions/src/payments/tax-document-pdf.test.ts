import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { splitInclusive } from '@academy/shared';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TaxDocumentRecord } from './model';
import { renderTaxDocumentPdf } from './tax-document-pdf';

/** The page's drawing operators: the one stream in the file, inflated. */
function pageContent(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const start = file.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(file.subarray(start, file.indexOf('\nendstream', start))).toString('latin1');
}

/** The strings drawn, in order (WinAnsi escapes left as written). */
const drawnTexts = (pdf: Uint8Array) => [...pageContent(pdf).matchAll(/\((.*)\) Tj/g)].map((m) => m[1] ?? '');

/** The texts of the shaped runs, in drawing order (their ActualText, UTF-16BE). */
const actualTexts = (pdf: Uint8Array) =>
  [...pageContent(pdf).matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)].map((m) =>
    Buffer.from(m[1] ?? '', 'hex')
      .swap16()
      .toString('utf16le'),
  );

/** A valid, well-formed PDF file: header, one page, cross-reference table, trailer. */
async function expectValidPdf(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString('latin1');
  expect(text.startsWith('%PDF-1.7')).toBe(true);
  expect(text).toMatch(/\nxref\n0 \d+\n/);
  expect(text).toContain('\ntrailer\n');
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  return pdf;
}

let serial = 0;

/** A tax invoice of a course bought in Karnataka from a Karnataka seller; overrides change any part. */
function makeTaxDocument(overrides: Partial<TaxDocumentRecord> = {}): TaxDocumentRecord {
  serial += 1;
  const total = overrides.tax?.total ?? 399_950;
  const placeOfSupply = overrides.buyer?.state ?? '29';
  return {
    id: `01JTAXDOC${String(serial).padStart(17, '0')}`,
    kind: 'invoice',
    number: `AC/2627/${String(serial).padStart(6, '0')}`,
    financialYear: '2627',
    sequence: serial,
    issuedAt: '2026-11-22T20:15:00.000Z',
    orderId: `01JORDER${String(serial).padStart(18, '0')}`,
    paymentId: 'pay_Q1x2y3z4A5b6C7',
    studentId: '01JSTUDENT0000000000000000',
    seller: {
      legalName: 'Academy Learning Private Limited',
      gstin: '29AAACA1234A1Z7',
      state: '29',
      address: '4th Floor, 80 Feet Road, Koramangala 5th Block, Bengaluru, Karnataka 560095',
      sac: '999293',
    },
    buyer: { name: 'Ananya Gupta', email: 'ananya.gupta@example.com', state: placeOfSupply },
    item: {
      courseId: '01JCOURSE00000000000000000',
      description: 'React 19 and TypeScript: Build Production Apps',
      listPrice: 499_950,
      discount: 100_000,
      couponCode: 'DIWALI20',
    },
    tax: splitInclusive({ totalPaise: total, rate: 1800, sellerState: '29', placeOfSupply }),
    pdfKey: 'documents/sample.pdf',
    ...overrides,
  };
}

describe('tax document PDF', () => {
  it('renders an in-state invoice with CGST and SGST at half the rate each, and every figure of the record', async () => {
    // Arrange: 3,999.50 inclusive of 18 %: 3,389.40 taxable and two equal halves of tax.
    const doc = makeTaxDocument();
    expect(doc.tax).toMatchObject({ intraState: true, taxable: 338_940, cgst: 30_505, sgst: 30_505 });

    // Act
    const bytes = renderTaxDocumentPdf(doc);

    // Assert
    const pdf = await expectValidPdf(bytes);
    expect(pdf.getTitle()).toBe(`Tax Invoice ${doc.number}`);
    const texts = drawnTexts(bytes);
    expect(texts).toEqual(
      expect.arrayContaining([
        'TAX INVOICE',
        doc.number,
        '23 November 2026', // 20:15 UTC is the next morning in India
        'Academy Learning Private Limited',
        'GSTIN: 29AAACA1234A1Z7',
        'State: Karnataka \\(29\\)',
        'Ananya Gupta',
        'ananya.gupta@example.com',
        'Karnataka \\(29\\)',
        'Coupon DIWALI20',
        '999293',
        '4,999.50',
        '1,000.00',
        '3,389.40',
        'CGST @ 9%',
        'SGST @ 9%',
        '305.05',
        'INR 3,999.50',
        '610.10',
        'Prices are inclusive of GST.',
        'This is a computer-generated document and needs no signature.',
        doc.orderId,
        doc.paymentId,
      ]),
    );
    // The course's title and the amount in words wrap onto a second line.
    expect(texts.join(' ')).toContain('React 19 and TypeScript: Build Production Apps');
    expect(texts.join(' ')).toContain('Rupees Three Thousand Nine Hundred Ninety-Nine and Fifty Paise Only');
    expect(texts.filter((t) => t === '305.05')).toHaveLength(4); // CGST and SGST, in the totals and the summary
    expect(texts).not.toContain('IGST @ 18%');
    expect(texts.some((t) => t.includes('UTGST'))).toBe(false);
  });

  it('renders an inter-state invoice with IGST at the full rate', () => {
    const doc = makeTaxDocument({
      buyer: { name: 'Rahul Sharma', email: 'rahul@example.com', state: '27' },
      item: {
        courseId: '01JCOURSE1',
        description: 'Python for Data Analysis',
        listPrice: 249_900,
        discount: 0,
      },
      tax: splitInclusive({ totalPaise: 249_900, rate: 1800, sellerState: '29', placeOfSupply: '27' }),
    });
    expect(doc.tax).toMatchObject({ intraState: false, igst: 38_120, taxable: 211_780 });

    const texts = drawnTexts(renderTaxDocumentPdf(doc));

    expect(texts).toEqual(
      expect.arrayContaining([
        'State: Maharashtra \\(27\\)',
        'Maharashtra \\(27\\)',
        'IGST @ 18%',
        '381.20',
        '2,117.80',
        'INR 2,499.00',
        'Rupees Two Thousand Four Hundred Ninety-Nine Only',
        'INTEGRATED TAX',
        '18%',
      ]),
    );
    expect(texts.some((t) => /^(CGST|SGST|UTGST)/.test(t))).toBe(false);
    expect(texts.some((t) => t.startsWith('Coupon'))).toBe(false);
  });

  it('renders a B2B invoice with the buyer’s business name and GSTIN', () => {
    const doc = makeTaxDocument({
      buyer: {
        name: 'Priya Nair',
        email: 'accounts@kerala-software.example',
        state: '32',
        businessName: 'Kerala Software Solutions LLP',
        gstin: '32ABCDE1234F1Z5',
      },
      item: {
        courseId: 'c',
        description: 'Team licence: Cloud Architecture',
        listPrice: 1_234_567_89,
        discount: 0,
      },
      tax: splitInclusive({ totalPaise: 1_234_567_89, rate: 1800, sellerState: '29', placeOfSupply: '32' }),
    });

    const texts = drawnTexts(renderTaxDocumentPdf(doc));

    // The amount in words runs over two lines.
    expect(texts.join(' ')).toContain(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        'Priya Nair',
        'Kerala Software Solutions LLP',
        'GSTIN: 32ABCDE1234F1Z5',
        'State: Kerala \\(32\\)',
        'INR 12,34,567.89',
        '1,88,323.92',
      ]),
    );
  });

  it('renders a credit note against its invoice, with the reason', async () => {
    const doc = makeTaxDocument({
      kind: 'credit-note',
      number: 'CN/2627/000007',
      issuedAt: '2026-11-25T06:00:00.000Z',
      originalInvoice: { id: '01JINVOICE', number: 'AC/2627/000123', issuedAt: '2026-11-22T04:00:00.000Z' },
      reason: 'Refund approved: the course did not match the syllabus advertised.',
    });

    const bytes = renderTaxDocumentPdf(doc);

    const pdf = await expectValidPdf(bytes);
    expect(pdf.getTitle()).toBe('Credit Note CN/2627/000007');
    const texts = drawnTexts(bytes);
    expect(texts).toEqual(
      expect.arrayContaining([
        'CREDIT NOTE',
        'Credit note no.',
        'CN/2627/000007',
        '25 November 2026',
        'Against invoice AC/2627/000123 dated 22 November 2026',
        'Reason: Refund approved: the course did not match the syllabus advertised.',
        'INR 3,999.50',
      ]),
    );
    expect(texts).not.toContain('TAX INVOICE');
  });

  it('labels the second half UTGST in a union territory without a legislature', () => {
    const doc = makeTaxDocument({
      seller: {
        legalName: 'Academy Chandigarh',
        gstin: '04AAACA1234A1Z1',
        state: '04',
        address: 'SCO 10, Sector 17, Chandigarh 160017',
        sac: '999293',
      },
      buyer: { name: 'Harpreet Kaur', email: 'harpreet@example.com', state: '04' },
      tax: splitInclusive({ totalPaise: 118_000, rate: 1800, sellerState: '04', placeOfSupply: '04' }),
    });
    expect(doc.tax).toMatchObject({ utgst: true, cgst: 9000, sgst: 9000 });

    const texts = drawnTexts(renderTaxDocumentPdf(doc));

    expect(texts).toEqual(
      expect.arrayContaining([
        'CGST @ 9%',
        'UTGST @ 9%',
        'UT TAX',
        'Chandigarh \\(04\\)',
        '90.00',
        '1,000.00',
        'INR 1,180.00',
        'Rupees One Thousand One Hundred Eighty Only',
      ]),
    );
    expect(texts.some((t) => t.startsWith('SGST'))).toBe(false);
  });

  it('draws a name and a course in Devanagari, shaped in Noto Sans, and keeps them exact in the document information', async () => {
    const doc = makeTaxDocument({
      buyer: {
        name: 'अनन्या गुप्ता',
        email: 'ananya@example.com',
        state: '29',
        businessName: 'Zoë’s “Studio” ₹',
      },
      item: { courseId: 'c', description: 'हिंदी में React', listPrice: 399_950, discount: 0 },
    });

    const bytes = renderTaxDocumentPdf(doc);

    const pdf = await expectValidPdf(bytes);
    expect(pdf.getSubject()).toBe(`Tax Invoice ${doc.number} to अनन्या गुप्ता`);
    const texts = drawnTexts(bytes);
    expect(texts).toEqual(expect.arrayContaining(['Zo\\353\\222s \\223Studio\\224 Rs.', 'React']));
    expect(texts.join('')).not.toContain('?');
    // Each shaped run carries its text as written (ActualText), the name in one run, the course's Latin apart.
    expect(actualTexts(bytes)).toEqual(['अनन्या गुप्ता', 'हिंदी में ']);
    expect(Buffer.from(bytes).toString('latin1')).toContain('+NotoSansDevanagari-Bold /Encoding /Identity-H');
  });

  it('keeps very long text within the page', async () => {
    const doc = makeTaxDocument({
      kind: 'credit-note',
      originalInvoice: { id: 'i', number: 'AC/2627/000001', issuedAt: '2026-11-01T00:00:00.000Z' },
      reason: 'A very long reason. '.repeat(60),
      item: { courseId: 'c', description: 'Long course title '.repeat(20), listPrice: 100, discount: 0 },
      seller: { ...makeTaxDocument().seller, address: 'Street '.repeat(50), legalName: 'Name '.repeat(30) },
    });

    const bytes = renderTaxDocumentPdf(doc);

    await expectValidPdf(bytes);
    const positions = [...pageContent(bytes).matchAll(/(-?[\d.]+) (-?[\d.]+) Td/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    for (const [x, y] of positions) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThan(30);
    }
  });

  it('is byte for byte the file it was before the writer could shape, for Latin text', () => {
    // The same documents rendered by main's writer before issue 40 (commit ba4eee1).
    const doc = makeTaxDocument({
      id: '01JTAXDOC00000000000000001',
      number: 'AC/2627/000001',
      sequence: 1,
      orderId: '01JORDER000000000000000001',
      buyer: { name: 'Zoë O’Brien-Ñúñez', email: 'ananya.gupta@example.com', state: '29' },
      item: {
        courseId: '01JCOURSE00000000000000000',
        description:
          'React 19 and TypeScript: Build Production Apps with a much longer description that wraps over lines',
        listPrice: 499_950,
        discount: 100_000,
        couponCode: 'DIWALI20',
      },
    });
    const creditNote: TaxDocumentRecord = {
      ...doc,
      kind: 'credit-note',
      reason: 'Refund requested within the window; the learner wrote “not for me”',
      originalInvoice: { id: 'i', number: 'AC/2627/000000', issuedAt: '2026-11-20T10:00:00.000Z' },
    };
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

    expect(sha256(renderTaxDocumentPdf(doc))).toBe(
      'f51c8c83c39c35b6c6b64b69df0b43c5a145d235199314d853d86d4535a70679',
    );
    expect(sha256(renderTaxDocumentPdf(creditNote))).toBe(
      'c29d73d24277d1167ebc5c83bca0ce87a10b27178ce3998b28ef79971077675c',
    );
  });
});
