import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetsRead } from './assets';
import { OnePagePdf, rgb, widthOfTextAtSize, wrapText } from './pdf-writer';

const ink = rgb(0, 0, 0);

function pageContent(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const start = file.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(file.subarray(start, file.indexOf('\nendstream', start))).toString('latin1');
}

describe('the one-page PDF writer', () => {
  it('places right-aligned and centred text by its measured width', () => {
    // Arrange
    const page = new OnePagePdf(595.28, 841.89);
    const font = page.font('Helvetica');
    const width = widthOfTextAtSize(font, '1,234.50', 10);

    // Act
    page.text('1,234.50', { x: 500, y: 100, size: 10, font, color: ink, align: 'right' });
    page.text('Title', { x: 300, y: 200, size: 10, font, color: ink, align: 'centre' });
    const drawn = pageContent(
      page.save({ title: 't', author: 'a', subject: 's', creationDate: new Date(0) }),
    );

    // Assert
    expect(drawn).toContain(`${Math.round((500 - width) * 1000) / 1000} 100 Td`);
    const titleWidth = widthOfTextAtSize(font, 'Title', 10);
    expect(drawn).toContain(`${Math.round((300 - titleWidth / 2) * 1000) / 1000} 200 Td`);
  });

  it('wraps text at spaces within a width, cutting a word longer than a line', () => {
    const font = new OnePagePdf(100, 100).font('Helvetica');
    const lines = wrapText(font, 'Plot No. 12, Koramangala 5th Block\nBengaluru 560095', 10, 120);
    expect(lines).toEqual(['Plot No. 12, Koramangala', '5th Block', 'Bengaluru 560095']);
    for (const line of lines) expect(widthOfTextAtSize(font, line, 10)).toBeLessThanOrEqual(120);

    const cut = wrapText(font, 'W'.repeat(40), 10, 50);
    expect(cut.join('')).toBe('W'.repeat(40));
    for (const line of cut) expect(widthOfTextAtSize(font, line, 10)).toBeLessThanOrEqual(50);
    expect(wrapText(font, 'W', 10, 1)).toEqual(['W']);
  });
});

describe('a Latin document', () => {
  it('reads no font or wasm file and embeds nothing', () => {
    // Arrange: this file's module state is its own (vitest isolates test files); nothing here shapes.
    const page = new OnePagePdf(595.28, 841.89);
    const font = page.font('Times-Bold');

    // Act
    page.text('Zoë O’Brien-Ñúñez, Rāmānujan ₹', { x: 40, y: 100, size: 20, font, color: ink });
    const bytes = page.save({ title: 'अनन्या', author: 'a', subject: 's', creationDate: new Date(0) });

    // Assert
    expect(assetsRead).toEqual([]);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('FontFile2');
    expect(pageContent(bytes)).toContain('(Zo\\353 O\\222Brien-\\321\\372\\361ez, Ramanujan Rs.) Tj');
  });
});
