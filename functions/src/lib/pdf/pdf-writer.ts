import { deflateSync } from 'node:zlib';
import { EmbeddedFont } from './cid-font';
import { type StandardFontName, winAnsiCode } from './font-metrics';
import { num, utf16Hex } from './pdf-syntax';
import { graphemes } from './script-runs';
import { layoutText, runsUnits, type TextRun } from './text-runs';

export { winAnsiCode };

/**
 * A one-page PDF writer for the documents we issue (certificates, tax invoices, credit notes): filled and
 * stroked rectangles, lines and text. pdf-lib did this before at 430 KB of bundle (its parser, forms, embedders and
 * all 14 fonts' metrics); this is what our documents use of it. Text is what people wrote, in any script: Latin is
 * drawn in the standard fonts, which every PDF reader has (WinAnsi: Latin-1 plus typographic quotes, dashes, €;
 * anything else as `drawable` (./drawable.ts) says), and the Indian scripts are shaped by HarfBuzz and drawn in
 * embedded subsets of Noto Sans (./text-runs.ts, ./cid-font.ts). A document without Indian scripts embeds nothing
 * and reads no file: it is byte for byte what this writer made before it could shape.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export const rgb = (r: number, g: number, b: number): Rgb => ({ r, g, b });

export interface Font {
  name: StandardFontName;
  /** The resource name in the page's font dictionary. */
  key: string;
}

/**
 * Width of a text at a size, in points: the sum of its runs' advances, shaped ones included (the PDF draws no
 * kerning between standard glyphs either).
 */
export function widthOfTextAtSize(font: Font, text: string, size: number): number {
  return (runsUnits(layoutText(font.name, text)) * size) / 1000;
}

/** The largest size from `size` down to `floor` at which the text fits a width (long names and titles). */
export function sizeToFit(font: Font, text: string, size: number, maxWidth: number, floor: number): number {
  let s = size;
  while (s > floor && widthOfTextAtSize(font, text, s) > maxWidth) s -= 1;
  return s;
}

/**
 * Text broken into lines of at most a width, at spaces; a word longer than a line is cut where it must be, between
 * grapheme clusters (never between a consonant and its virama or vowel sign). Line breaks in the text start a new
 * line.
 */
export function wrapText(font: Font, text: string, size: number, maxWidth: number): string[] {
  const fits = (t: string) => widthOfTextAtSize(font, t, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (graphemes(rest).length > 1 && !fits(rest)) {
        const chars = graphemes(rest);
        let n = chars.length - 1;
        while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
        lines.push(chars.slice(0, n).join(''));
        rest = chars.slice(n).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The text's grapheme clusters less the last one (an ellipsis's room), for cutting text that must end early. */
export const withoutLastGrapheme = (text: string) => graphemes(text).slice(0, -1).join('');

const colour = (c: Rgb, op: 'rg' | 'RG') => `${num(c.r)} ${num(c.g)} ${num(c.b)} ${op}`;

/** A literal string of WinAnsi bytes, kept 7-bit: delimiters escaped, other bytes as octal escapes. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = winAnsiCode(ch.codePointAt(0) ?? 0) ?? 0x3f; // '?': callers pass drawable text only
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 0x7f) out += String.fromCharCode(code);
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** Unpaired UTF-16 surrogates (JSON can carry them), which no reader can decode. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text string for the document information: UTF-16BE with a byte-order mark, so any script survives. */
function unicodeString(value: string): string {
  const text = value.replace(loneSurrogate, '\ufffd');
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

const pdfDate = (d: Date) => `(D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  creationDate: Date;
}

export class OnePagePdf {
  private readonly ops: string[] = [];
  private readonly fonts = new Map<StandardFontName, Font>();
  /** The Noto fonts the page's shaped runs use, by font name (none for a Latin document). */
  private readonly embedded = new Map<string, EmbeddedFont>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  font(name: StandardFontName): Font {
    let font = this.fonts.get(name);
    if (!font) {
      font = { name, key: `F${this.fonts.size + 1}` };
      this.fonts.set(name, font);
    }
    return font;
  }

  rectangle(o: {
    x: number;
    y: number;
    width: number;
    height: number;
    fill?: Rgb;
    border?: Rgb;
    borderWidth?: number;
  }) {
    const path = `${num(o.x)} ${num(o.y)} ${num(o.width)} ${num(o.height)} re`;
    const paint = o.fill && o.border ? 'B' : o.fill ? 'f' : 'S';
    this.ops.push(
      'q',
      ...(o.fill ? [colour(o.fill, 'rg')] : []),
      ...(o.border ? [colour(o.border, 'RG'), `${num(o.borderWidth ?? 1)} w`] : []),
      `${path} ${paint}`,
      'Q',
    );
  }

  line(o: { from: [number, number]; to: [number, number]; thickness: number; color: Rgb }) {
    this.ops.push(
      'q',
      colour(o.color, 'RG'),
      `${num(o.thickness)} w`,
      `${num(o.from[0])} ${num(o.from[1])} m ${num(o.to[0])} ${num(o.to[1])} l S`,
      'Q',
    );
  }

  /**
   * Draws text in any script: Latin in `font`, each Indian script shaped in its Noto Sans (Bold for a bold `font`).
   * `x` is where the text starts, or with `align` where it ends ('right': columns of amounts) or its middle
   * ('centre'), by the width of its runs.
   */
  text(
    text: string,
    o: { x: number; y: number; size: number; font: Font; color: Rgb; align?: 'left' | 'right' | 'centre' },
  ) {
    const runs = layoutText(o.font.name, text);
    const width = o.align && o.align !== 'left' ? (runsUnits(runs) * o.size) / 1000 : 0;
    let x = o.align === 'right' ? o.x - width : o.align === 'centre' ? o.x - width / 2 : o.x;
    for (const run of runs) {
      this.drawRun(run, x, o);
      x += (run.units * o.size) / 1000;
    }
  }

  private drawRun(run: TextRun, x: number, o: { y: number; size: number; font: Font; color: Rgb }) {
    if (run.kind === 'standard') {
      this.ops.push(
        'BT',
        colour(o.color, 'rg'),
        `/${o.font.key} ${num(o.size)} Tf`,
        `${num(x)} ${num(o.y)} Td`,
        `${pdfString(run.text)} Tj`,
        'ET',
      );
      return;
    }
    let embedded = this.embedded.get(run.font.name);
    if (!embedded) {
      embedded = new EmbeddedFont(run.font, `N${this.embedded.size + 1}`);
      this.embedded.set(run.font.name, embedded);
    }
    // ActualText (14.9.4) gives text extraction the run exactly as written; ToUnicode is the fallback.
    this.ops.push(
      `/Span << /ActualText <FEFF${utf16Hex(run.text)}> >> BDC`,
      'BT',
      colour(o.color, 'rg'),
      `/${embedded.key} ${num(o.size)} Tf`,
      `${num(x)} ${num(o.y)} Td`,
      ...embedded.show(run.glyphs, o.size),
      'ET',
      'EMC',
    );
  }

  /** The finished file: catalog, page tree, page, its fonts and content, document information, xref. */
  save(info: DocumentInfo): Uint8Array {
    const content = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    const fontIds = [...this.fonts.values()].map((font, i) => ({ font, id: 6 + i }));
    // Embedded fonts come after the standard ones, six objects each (Type0 first): ./cid-font.ts.
    const firstEmbedded = 6 + fontIds.length;
    const embedded = [...this.embedded.values()].map((font, i) => ({ font, id: firstEmbedded + i * 6 }));
    const fontResources = [
      ...fontIds.map(({ font, id }) => `/${font.key} ${id} 0 R`),
      ...embedded.map(({ font, id }) => `/${font.key} ${id} 0 R`),
    ].join(' ');
    const objects: (string | Buffer)[] = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] /Resources << /Font << ${fontResources} >> >> /Contents 4 0 R >>`,
      Buffer.concat([
        Buffer.from(`<< /Length ${content.byteLength} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
      `<< /Title ${unicodeString(info.title)} /Author ${unicodeString(info.author)} /Subject ${unicodeString(
        info.subject,
      )} /Producer (Academy) /CreationDate ${pdfDate(info.creationDate)} >>`,
      ...fontIds.map(
        ({ font }) => `<< /Type /Font /Subtype /Type1 /BaseFont /${font.name} /Encoding /WinAnsiEncoding >>`,
      ),
      ...embedded.flatMap(({ font, id }, i) => font.objects(id, i)),
    ];
    // The header's second line is binary, as the spec advises, so transfers treat the file as binary.
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]?.byteLength ?? 0;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(offset);
      const part = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      parts.push(part);
      offset += part.byteLength;
    });
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF\n',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
}
