/// <reference path="../types/qrcode-core.d.ts" />
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
// The QR encoder alone: the package's main module also carries PNG and terminal renderers.
import { create as createQr } from 'qrcode/lib/core/qrcode';

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

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/**
 * The standard PDF fonts cover Latin (WinAnsi) only: other characters (a name in Devanagari, say) would
 * make pdf-lib throw, so they become '?' rather than costing the learner their certificate.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Shrinks text to fit a width (long names and titles), down to a floor size. */
function fitted(font: PDFFont, text: string, size: number, maxWidth: number, floor = 14) {
  let s = size;
  while (s > floor && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  return s;
}

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = ink) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** The QR code as vector squares: sharp at any zoom, no image needed. */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const qr = createQr(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  page.drawRectangle({ x: x - 6, y: y - 6, width: size + 12, height: size + 12, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) {
        page.drawRectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: ink,
        });
      }
    }
  }
}

/** A4 landscape certificate: name, course, instructor, grade, date, id and a QR code to the verify page. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Document metadata is Unicode: it keeps the names exactly as written.
  doc.setTitle(`Certificate of Completion: ${content.courseTitle}`);
  doc.setAuthor('Academy');
  doc.setSubject(`Awarded to ${content.studentName}`);
  doc.setCreationDate(new Date(content.issuedAt));
  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const serif = await doc.embedFont(StandardFonts.TimesRomanBold);
  const serifItalic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const c: CertificateContent = {
    ...content,
    studentName: printable(serif, content.studentName),
    courseTitle: printable(serif, content.courseTitle),
    instructorName: printable(serifItalic, content.instructorName),
  };

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.98, 0.98, 1) });
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: brand,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: gold,
    borderWidth: 1,
  });
  page.drawRectangle({ x: 24, y: height - 24 - 10, width: width - 48, height: 10, color: brand });

  centred(page, sansBold, 'ACADEMY', height - 92, 16, brand);
  centred(page, serif, 'Certificate of Completion', height - 150, 40);
  centred(page, sans, 'This is to certify that', height - 195, 14, muted);
  centred(page, serif, c.studentName, height - 245, fitted(serif, c.studentName, 36, width - 200));
  page.drawLine({
    start: { x: width / 2 - 180, y: height - 258 },
    end: { x: width / 2 + 180, y: height - 258 },
    thickness: 1,
    color: gold,
  });
  centred(page, sans, 'has successfully completed the course', height - 290, 14, muted);
  centred(page, serif, c.courseTitle, height - 330, fitted(serif, c.courseTitle, 26, width - 200), brand);
  centred(page, serifItalic, `taught by ${c.instructorName}`, height - 360, 15, muted);

  const details: [string, string][] = [
    ['Grade', c.grade],
    ['Issued on', dateText(c.issuedAt)],
    ['Certificate ID', c.certificateId],
  ];
  details.forEach(([label, value], i) => {
    const x = 90 + i * 190;
    page.drawText(label.toUpperCase(), { x, y: 120, size: 9, font: sansBold, color: muted });
    page.drawText(value, { x, y: 100, size: fitted(sans, value, 13, 180, 8), font: sans, color: ink });
  });

  const qrSize = 92;
  drawQr(page, c.verifyUrl, width - 90 - qrSize, 78, qrSize);
  page.drawText('Scan to verify', { x: width - 90 - qrSize + 14, y: 60, size: 9, font: sans, color: muted });
  page.drawText(c.verifyUrl, {
    x: 90,
    y: 60,
    size: fitted(sans, c.verifyUrl, 9, 500, 6),
    font: sans,
    color: muted,
  });
  return doc.save();
}
