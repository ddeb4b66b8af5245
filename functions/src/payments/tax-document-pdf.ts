import { amountInWords, formatPaise, gstStateName } from '@academy/shared';
import { istLongDate } from '../lib/format';
import { drawable } from '../lib/pdf/drawable';
import {
  type Font,
  OnePagePdf,
  rgb,
  sizeToFit,
  widthOfTextAtSize,
  withoutLastGrapheme,
  wrapText,
} from '../lib/pdf/pdf-writer';
import type { TaxDocumentRecord } from './model';

/**
 * A tax invoice or credit note as one A4 page (GST rule 46 and 53's particulars). Every figure is the record's,
 * only formatted: the PDF is a view of what was issued, never a second calculation. The standard fonts have no
 * ₹, so amounts are printed in INR. Names, addresses, the course and a credit note's reason are drawn as written:
 * the Indian scripts shaped in Noto Sans (lib/pdf/pdf-writer.ts), other letters the standard fonts lack as
 * `drawable` says; the document information keeps them exact.
 */

const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.33, 0.39, 0.47);
const brand = rgb(0.11, 0.31, 0.85);
const rule = rgb(0.82, 0.85, 0.9);
const band = rgb(0.94, 0.96, 1);

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
/** The line table's first column, up to the SAC's. */
const DESCRIPTION_WIDTH = 185;

/** Basis points as a percentage: 1800 → `18%`, 900 → `9%`, 1250 → `12.5%`. */
const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(4))}%`;

const inr = (paise: number) => `INR ${formatPaise(paise)}`;

const stateWithCode = (code: string) => `${gstStateName(code)} (${code})`;

interface Style {
  size: number;
  font: Font;
  color?: typeof ink;
}

/** A page with a cursor running down it, and the few shapes the document repeats. */
class Sheet {
  readonly page = new OnePagePdf(A4.width, A4.height);
  readonly regular = this.page.font('Helvetica');
  readonly bold = this.page.font('Helvetica-Bold');

  text(text: string, x: number, y: number, s: Style, align?: 'left' | 'right' | 'centre') {
    this.page.text(text, { x, y, size: s.size, font: s.font, color: s.color ?? ink, align });
  }

  /** Wrapped lines from `y` down, at most `maxLines` (the last one ends in an ellipsis when cut); returns the y below. */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    s: Style,
    maxLines = 8,
    leading = 1.35,
  ): number {
    const lines = clamp(wrapText(s.font, text, s.size, width), maxLines, s, width);
    lines.forEach((line, i) => {
      this.text(line, x, y - i * s.size * leading, s);
    });
    return y - lines.length * s.size * leading;
  }

  /** A label, small and in capitals, over what follows. */
  label(text: string, x: number, y: number, align?: 'left' | 'right' | 'centre') {
    this.text(text.toUpperCase(), x, y, { size: 7.5, font: this.bold, color: muted }, align);
  }

  hr(y: number, color = rule, thickness = 0.75) {
    this.page.line({ from: [LEFT, y], to: [RIGHT, y], thickness, color });
  }
}

function clamp(lines: string[], maxLines: number, s: Style, width: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && widthOfTextAtSize(s.font, `${last}…`, s.size) > width) last = withoutLastGrapheme(last);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** A column of a table: its header and where its text sits (amounts right-aligned at the column's right edge). */
interface Column {
  header: string;
  x: number;
  align: 'left' | 'right';
}

function tableHeader(
  sheet: Sheet,
  columns: Column[],
  top: number,
  height: number,
  groups: GroupHeader[] = [],
) {
  sheet.page.rectangle({ x: LEFT, y: top - height, width: RIGHT - LEFT, height, fill: band });
  for (const g of groups) {
    sheet.label(g.header, (g.from + g.to) / 2, top - 11, 'centre');
    sheet.page.line({ from: [g.from, top - 16], to: [g.to, top - 16], thickness: 0.5, color: rule });
  }
  for (const c of columns) sheet.label(c.header, c.x, top - height + 8, c.align);
}

interface GroupHeader {
  header: string;
  from: number;
  to: number;
}

export function renderTaxDocumentPdf(doc: TaxDocumentRecord): Uint8Array {
  const sheet = new Sheet();
  const { regular, bold } = sheet;
  const creditNote = doc.kind === 'credit-note';
  const title = creditNote ? 'Credit Note' : 'Tax Invoice';
  const { seller, buyer, item, tax } = doc;

  // The brand's edge, then the title and the document's number and date, top right.
  sheet.page.rectangle({ x: 0, y: A4.height - 6, width: A4.width, height: 6, fill: brand });
  let y = A4.height - 58;
  sheet.text(title.toUpperCase(), RIGHT, y, { size: 20, font: bold, color: brand }, 'right');
  const facts: [string, string][] = [
    [creditNote ? 'Credit note no.' : 'Invoice no.', doc.number],
    ['Date', istLongDate(doc.issuedAt)],
  ];
  facts.forEach(([label, value], i) => {
    const rowY = y - 24 - i * 15;
    sheet.text(label, RIGHT - 175, rowY, { size: 9, font: regular, color: muted });
    sheet.text(drawable(value), RIGHT, rowY, { size: 9.5, font: bold }, 'right');
  });
  const factsBottom = y - 24 - (facts.length - 1) * 15;

  // The seller, top left.
  const sellerWidth = 290;
  const nameSize = sizeToFit(bold, seller.legalName, 15, sellerWidth, 11);
  y = sheet.paragraph(seller.legalName, LEFT, y, sellerWidth, { size: nameSize, font: bold }, 2, 1.2);
  y = sheet.paragraph(seller.address, LEFT, y - 2, sellerWidth, { size: 9, font: regular, color: muted }, 4);
  sheet.text(`GSTIN: ${drawable(seller.gstin)}`, LEFT, y - 2, { size: 9, font: bold });
  sheet.text(`State: ${stateWithCode(seller.state)}`, LEFT, y - 15, { size: 9, font: regular });
  y = Math.min(y - 15, factsBottom) - 18;
  sheet.hr(y);

  // A credit note names the invoice it reduces and why.
  if (creditNote) {
    const original = doc.originalInvoice;
    const against = original
      ? `Against invoice ${drawable(original.number)} dated ${istLongDate(original.issuedAt)}`
      : 'Against invoice';
    const reasonLines = doc.reason
      ? clamp(
          wrapText(regular, `Reason: ${doc.reason}`, 9, RIGHT - LEFT - 20),
          5,
          { size: 9, font: regular },
          RIGHT - LEFT - 20,
        )
      : [];
    const height = 24 + reasonLines.length * 12;
    sheet.page.rectangle({ x: LEFT, y: y - 10 - height, width: RIGHT - LEFT, height, fill: band });
    sheet.text(against, LEFT + 10, y - 26, { size: 10, font: bold });
    reasonLines.forEach((line, i) => {
      sheet.text(line, LEFT + 10, y - 40 - i * 12, { size: 9, font: regular });
    });
    y -= 10 + height;
  }

  // The buyer (left) and the place of supply with the order's references (right).
  const top = y - 22;
  const half = (RIGHT - LEFT) / 2;
  const rightX = LEFT + half + 10;
  sheet.label('Bill to', LEFT, top);
  let left = sheet.paragraph(buyer.name, LEFT, top - 15, half - 20, { size: 11, font: bold }, 2, 1.25);
  const buyerLines: [string, Font][] = [
    ...(buyer.businessName ? [[buyer.businessName, regular] as [string, Font]] : []),
    ...(buyer.gstin ? [[`GSTIN: ${drawable(buyer.gstin)}`, bold] as [string, Font]] : []),
    [drawable(buyer.email), regular],
    [`State: ${stateWithCode(buyer.state)}`, regular],
  ];
  for (const [text, font] of buyerLines) {
    left = sheet.paragraph(text, LEFT, left - 1, half - 20, { size: 9, font }, 2);
  }

  sheet.label('Place of supply', rightX, top);
  const supplyBottom = sheet.paragraph(stateWithCode(buyer.state), rightX, top - 15, RIGHT - rightX, {
    size: 11,
    font: bold,
  });
  const refs: [string, string][] = [
    ['Order ID', doc.orderId],
    ['Payment ID', doc.paymentId],
  ];
  const refsTop = supplyBottom - 8;
  refs.forEach(([label, value], i) => {
    const rowY = refsTop - i * 14;
    sheet.text(label, rightX, rowY, { size: 9, font: regular, color: muted });
    const valueX = rightX + 62;
    sheet.text(drawable(value), valueX, rowY, {
      size: sizeToFit(regular, drawable(value), 9, RIGHT - valueX, 6),
      font: regular,
    });
  });
  y = Math.min(left, refsTop - (refs.length - 1) * 14) - 22;

  // The line: the course, its SAC, list price, discount and taxable value.
  const lineColumns: Column[] = [
    { header: 'Description', x: LEFT + 8, align: 'left' },
    { header: 'SAC', x: 240, align: 'left' },
    { header: 'List price (INR)', x: 352, align: 'right' },
    { header: 'Discount (INR)', x: 442, align: 'right' },
    { header: 'Taxable value (INR)', x: RIGHT - 8, align: 'right' },
  ];
  tableHeader(sheet, lineColumns, y, 22);
  y -= 22 + 16;
  const rowTop = y;
  let below = sheet.paragraph(item.description, LEFT + 8, y, DESCRIPTION_WIDTH, { size: 9.5, font: bold }, 3);
  if (item.couponCode) {
    below = sheet.paragraph(`Coupon ${drawable(item.couponCode)}`, LEFT + 8, below, DESCRIPTION_WIDTH, {
      size: 8.5,
      font: regular,
      color: muted,
    });
  }
  sheet.text(drawable(seller.sac), 240, rowTop, { size: 9.5, font: regular });
  const amounts = [item.listPrice, item.discount, tax.taxable];
  amounts.forEach((paise, i) => {
    sheet.text(
      formatPaise(paise),
      lineColumns[i + 2]?.x ?? RIGHT,
      rowTop,
      { size: 9.5, font: regular },
      'right',
    );
  });
  y = below - 4;
  sheet.hr(y);

  // Totals (right) beside the amount in words (left).
  const totalsLabelX = 330;
  const amountX = RIGHT - 8;
  const taxRows: [string, number][] = tax.intraState
    ? [
        [`CGST @ ${percent(tax.rate / 2)}`, tax.cgst],
        [`${tax.utgst ? 'UTGST' : 'SGST'} @ ${percent(tax.rate / 2)}`, tax.sgst],
      ]
    : [[`IGST @ ${percent(tax.rate)}`, tax.igst]];
  const totalsRows: [string, number][] = [['Taxable value', tax.taxable], ...taxRows];
  let ty = y - 18;
  for (const [label, paise] of totalsRows) {
    sheet.text(label, totalsLabelX, ty, { size: 9.5, font: regular, color: muted });
    sheet.text(formatPaise(paise), amountX, ty, { size: 9.5, font: regular }, 'right');
    ty -= 16;
  }
  sheet.page.line({ from: [totalsLabelX - 8, ty + 8], to: [RIGHT, ty + 8], thickness: 0.75, color: rule });
  sheet.page.rectangle({
    x: totalsLabelX - 8,
    y: ty - 10,
    width: RIGHT - totalsLabelX + 8,
    height: 24,
    fill: band,
  });
  sheet.text('Total (GST inclusive)', totalsLabelX, ty - 2, {
    size: 10,
    font: bold,
  });
  sheet.text(inr(tax.total), amountX, ty - 2, { size: 11, font: bold }, 'right');
  const totalsBottom = ty - 10;

  sheet.label('Amount in words', LEFT, y - 18);
  const wordsBottom = sheet.paragraph(amountInWords(tax.total), LEFT, y - 33, totalsLabelX - LEFT - 30, {
    size: 9.5,
    font: bold,
  });
  y = Math.min(totalsBottom, wordsBottom) - 26;

  // The HSN/SAC summary: the tax by rate and kind, as GST returns report it.
  sheet.label('HSN/SAC summary', LEFT, y);
  y -= 8;
  const summaryColumns: Column[] = [
    { header: 'SAC', x: LEFT + 8, align: 'left' },
    { header: 'Taxable value', x: 200, align: 'right' },
  ];
  const groups: GroupHeader[] = [];
  const cells: string[] = [drawable(seller.sac), formatPaise(tax.taxable)];
  const addGroup = (header: string, rate: number, paise: number, from: number) => {
    groups.push({ header, from: from + 10, to: from + 125 });
    summaryColumns.push(
      { header: 'Rate', x: from + 50, align: 'right' },
      { header: 'Amount', x: from + 125, align: 'right' },
    );
    cells.push(percent(rate), formatPaise(paise));
  };
  if (tax.intraState) {
    addGroup('Central tax', tax.rate / 2, tax.cgst, 215);
    addGroup(tax.utgst ? 'UT tax' : 'State tax', tax.rate / 2, tax.sgst, 355);
  } else {
    addGroup('Integrated tax', tax.rate, tax.igst, 285);
  }
  summaryColumns.push({ header: 'Total tax', x: RIGHT - 8, align: 'right' });
  // The tax is the record's parts added up, as the rows above show them.
  cells.push(formatPaise(tax.cgst + tax.sgst + tax.igst));
  tableHeader(sheet, summaryColumns, y, 34, groups);
  y -= 34 + 16;
  summaryColumns.forEach((c, i) => {
    sheet.text(cells[i] ?? '', c.x, y, { size: 9.5, font: regular }, c.align);
  });
  y -= 10;
  sheet.hr(y);

  // Notes, then the footer.
  y -= 24;
  for (const note of [
    'Prices are inclusive of GST.',
    'This is a computer-generated document and needs no signature.',
  ]) {
    sheet.text(note, LEFT, y, { size: 9, font: regular, color: muted });
    y -= 14;
  }

  sheet.hr(MARGIN + 14);
  const footer = `${seller.legalName}  |  GSTIN ${drawable(seller.gstin)}  |  ${title} ${drawable(doc.number)}`;
  sheet.text(
    footer,
    A4.width / 2,
    MARGIN,
    {
      size: sizeToFit(regular, footer, 8, RIGHT - LEFT, 5),
      font: regular,
      color: muted,
    },
    'centre',
  );

  // The document information is Unicode: it keeps the names exactly as written.
  return sheet.page.save({
    title: `${title} ${doc.number}`,
    author: seller.legalName,
    subject: `${title} ${doc.number} to ${buyer.name}`,
    creationDate: new Date(doc.issuedAt),
  });
}
