import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { NotoFont } from './noto-fonts';
import { hex4, num, utf16Hex } from './pdf-syntax';
import { subsetFont } from './subset';
import type { PlacedGlyph } from './text-runs';

/**
 * A Noto font embedded in one document (ISO 32000-1 9.7): Type0 with Identity-H over a CIDFontType2 whose FontFile2
 * is the subset of the glyphs drawn. Each distinct (glyph, meaning) pair gets its own CID, mapped to its glyph by a
 * CIDToGIDMap stream, so the ToUnicode CMap can give every CID exactly the text it stands for: the ा glyph of न्या
 * and of प्ता is one glyph but two CIDs, and a reordered i-matra's cluster rides on its first visual glyph.
 */

export class EmbeddedFont {
  private readonly cids = new Map<string, number>();
  /** Glyph id and meaning of each CID; CID 0 is .notdef. */
  private readonly cidGid: number[] = [0];
  private readonly cidText: string[] = [''];

  constructor(
    readonly font: NotoFont,
    /** The resource name in the page's font dictionary, e.g. `N1`. */
    readonly key: string,
  ) {}

  private cidFor(gid: number, meaning: string): number {
    const k = `${gid}|${meaning}`;
    let cid = this.cids.get(k);
    if (cid === undefined) {
      cid = this.cidGid.length;
      this.cids.set(k, cid);
      this.cidGid.push(gid);
      this.cidText.push(meaning);
    }
    return cid;
  }

  /**
   * The operators that draw the glyphs from the current text position (inside BT/ET, after Tf). TJ moves the pen by
   * the W width of each glyph less the number before the next (positive moves left); HarfBuzz wants `ax` and shifts
   * the glyph itself by `dx`, `dy` (a rise, Ts, in unscaled text space: points here).
   */
  show(glyphs: readonly PlacedGlyph[], size: number): string[] {
    const ops: string[] = [];
    let items: string[] = [];
    let pending = 0;
    const flush = () => {
      if (items.length) ops.push(`[${items.join(' ')}] TJ`);
      items = [];
    };
    for (const g of glyphs) {
      const adjust = pending - g.dx;
      if (Math.abs(adjust) >= 0.0005) items.push(num(adjust));
      if (g.dy) {
        flush();
        ops.push(`${num((g.dy * size) / 1000)} Ts`);
      }
      items.push(`<${hex4(this.cidFor(g.gid, g.meaning))}>`);
      if (g.dy) {
        flush();
        ops.push('0 Ts');
      }
      pending = g.w - g.ax + g.dx;
    }
    flush();
    return ops;
  }

  /**
   * The font's objects, numbered from `firstId`: Type0 first (the one the page's resources name), then the
   * CIDFont, descriptor, font file, CIDToGIDMap and ToUnicode. `index` keeps the subset tags of one file apart.
   */
  objects(firstId: number, index: number): (string | Buffer)[] {
    const { font } = this;
    const k = 1000 / font.upem;
    const subset = subsetFont(font.bytes, new Set(this.cidGid));
    // The subset tag (9.6.4): six capitals, from the font and its glyphs, so the same document gives the same file.
    const digest = createHash('sha256')
      .update(`${index}|${font.name}|${this.cidGid.join(',')}`)
      .digest();
    const tag = Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
    const baseFont = `${tag}+${font.name}`;
    // Objects in order, from firstId: the Type0 font (firstId itself), then these.
    const [cidFont, descriptor, fontFile, cidToGid, toUnicode] = [1, 2, 3, 4, 5].map((i) => firstId + i);

    const map = Buffer.alloc(this.cidGid.length * 2);
    this.cidGid.forEach((gid, cid) => {
      map.writeUInt16BE(gid, cid * 2);
    });
    const widths = this.cidGid.map((gid) => num(font.hb.advance(gid) * k)).join(' ');
    const [xMin, yMin, xMax, yMax] = font.bbox.map((v) => num(v * k));
    return [
      `<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 0 /W [0 [${widths}]] /CIDToGIDMap ${cidToGid} 0 R >>`,
      `<< /Type /FontDescriptor /FontName /${baseFont} /Flags 4 /FontBBox [${xMin} ${yMin} ${xMax} ${yMax}] /ItalicAngle 0 /Ascent ${num(font.ascent * k)} /Descent ${num(font.descent * k)} /CapHeight ${num(font.ascent * k)} /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
      flateStream(subset, `/Length1 ${subset.byteLength}`),
      flateStream(map),
      flateStream(Buffer.from(this.toUnicode(), 'latin1')),
    ];
  }

  /** The ToUnicode CMap (9.10.3): each CID to its meaning, in bfchar blocks of at most 100. */
  private toUnicode(): string {
    const entries = this.cidText.map((text, cid) => `<${hex4(cid)}> <${utf16Hex(text)}>`).slice(1);
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}

/** A Flate-compressed stream object. */
export function flateStream(data: Uint8Array, extra = ''): Buffer {
  const packed = deflateSync(data);
  return Buffer.concat([
    Buffer.from(
      `<< ${extra ? `${extra} ` : ''}/Length ${packed.byteLength} /Filter /FlateDecode >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}
