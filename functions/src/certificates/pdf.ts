/// <reference path="../types/qrcode-core.d.ts" />
// The QR encoder alone: the package's main module also carries PNG and terminal renderers.
import { create as createQr } from 'qrcode/lib/core/qrcode';
import { istLongDate } from '../lib/format';
import { drawable } from '../lib/pdf/drawable';
import { type Font, OnePagePdf, rgb, sizeToFit, widthOfTextAtSize } from '../lib/pdf/pdf-writer';

export interface CertificateContent {
  studentName: string;
  courseTitle: string;
  instructorName: string;
  grade: string;
  issuedAt: string;
  certificateId: string;
  verifyUrl: string;
}

const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.33, 0.39, 0.47);
const brand = rgb(0.11, 0.31, 0.85);
const gold = rgb(0.96, 0.62, 0.04);

/** Shrinks text to fit a width (long names and titles), down to a floor size. */
const fitted = (font: Font, text: string, size: number, maxWidth: number, floor = 14) =>
  sizeToFit(font, text, size, maxWidth, floor);

function centred(page: OnePagePdf, font: Font, text: string, y: number, size: number, color = ink) {
  const width = widthOfTextAtSize(font, text, size);
  page.text(text, { x: (page.width - width) / 2, y, size, font, color });
}

/** The QR code as vector squares: sharp at any zoom, no image needed. */
function drawQr(page: OnePagePdf, url: string, x: number, y: number, size: number) {
  const qr = createQr(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  page.rectangle({ x: x - 6, y: y - 6, width: size + 12, height: size + 12, fill: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) {
        page.rectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          fill: ink,
        });
      }
    }
  }
}

/** A4 landscape certificate: name, course, instructor, grade, date, id and a QR code to the verify page. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const page = new OnePagePdf(841.89, 595.28);
  const { width, height } = page;
  const serif = page.font('Times-Bold');
  const serifItalic = page.font('Times-Italic');
  const sans = page.font('Helvetica');
  const sansBold = page.font('Helvetica-Bold');
  // Names and the title are drawn as written, in any script (the writer shapes Indian scripts in Noto Sans: Bold
  // where the certificate uses Times-Bold, Regular for Times-Italic and Helvetica); the rest is Latin.
  const c: CertificateContent = {
    ...content,
    grade: drawable(content.grade),
    certificateId: drawable(content.certificateId),
    verifyUrl: drawable(content.verifyUrl),
  };

  page.rectangle({ x: 0, y: 0, width, height, fill: rgb(0.98, 0.98, 1) });
  page.rectangle({ x: 24, y: 24, width: width - 48, height: height - 48, border: brand, borderWidth: 3 });
  page.rectangle({ x: 34, y: 34, width: width - 68, height: height - 68, border: gold, borderWidth: 1 });
  page.rectangle({ x: 24, y: height - 24 - 10, width: width - 48, height: 10, fill: brand });

  centred(page, sansBold, 'ACADEMY', height - 92, 16, brand);
  centred(page, serif, 'Certificate of Completion', height - 150, 40);
  centred(page, sans, 'This is to certify that', height - 195, 14, muted);
  centred(page, serif, c.studentName, height - 245, fitted(serif, c.studentName, 36, width - 200));
  page.line({
    from: [width / 2 - 180, height - 258],
    to: [width / 2 + 180, height - 258],
    thickness: 1,
    color: gold,
  });
  centred(page, sans, 'has successfully completed the course', height - 290, 14, muted);
  centred(page, serif, c.courseTitle, height - 330, fitted(serif, c.courseTitle, 26, width - 200), brand);
  centred(page, serifItalic, `taught by ${c.instructorName}`, height - 360, 15, muted);

  const details: [string, string][] = [
    ['Grade', c.grade],
    ['Issued on', istLongDate(c.issuedAt)],
    ['Certificate ID', c.certificateId],
  ];
  details.forEach(([label, value], i) => {
    const x = 90 + i * 190;
    page.text(label.toUpperCase(), { x, y: 120, size: 9, font: sansBold, color: muted });
    page.text(value, { x, y: 100, size: fitted(sans, value, 13, 180, 8), font: sans, color: ink });
  });

  const qrSize = 92;
  drawQr(page, content.verifyUrl, width - 90 - qrSize, 78, qrSize);
  page.text('Scan to verify', { x: width - 90 - qrSize + 14, y: 60, size: 9, font: sans, color: muted });
  page.text(c.verifyUrl, {
    x: 90,
    y: 60,
    size: fitted(sans, c.verifyUrl, 9, 500, 6),
    font: sans,
    color: muted,
  });
  // Document metadata is Unicode: it keeps the names exactly as written.
  return page.save({
    title: `Certificate of Completion: ${content.courseTitle}`,
    author: 'Academy',
    subject: `Awarded to ${content.studentName}`,
    creationDate: new Date(content.issuedAt),
  });
}
