import { PDF_FONT_FAMILIES, type PdfFontWeight, pdfFontFile } from '@academy/shared';
import { readAsset } from './assets';
import type { IndicScript } from './script-runs';
import { HbFont } from './shaping';

/**
 * The Noto Sans fonts of the Indian scripts: Debian's fonts-noto-core 20201225 (Noto 2.001, OFL-1.1), static
 * TrueType with glyf outlines, upem 1000, embedding allowed (fsType 0), in PDF_FONTS_DIR (./assets.ts).
 * Bold stands in for the documents' bold standard fonts (Times-Bold, Helvetica-Bold), Regular for the others;
 * the Indian scripts have no italics.
 */

export type Weight = PdfFontWeight;

export const INDIC_SCRIPTS = Object.keys(PDF_FONT_FAMILIES) as IndicScript[];

/** The file of a script's font at a weight, e.g. `NotoSansDevanagari-Bold.ttf`. */
export const fontFileName = (script: IndicScript, weight: Weight): string => pdfFontFile(script, weight);

/** A font read and loaded into HarfBuzz, with what its PDF font descriptor needs (in font units). */
export interface NotoFont {
  /** The font's name in the PDF (after the subset tag), e.g. `NotoSansDevanagari-Bold`. */
  name: string;
  bytes: Uint8Array;
  hb: HbFont;
  upem: number;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
}

const fonts = new Map<string, NotoFont>();

/** A script's font at a weight, read and loaded once per process (warm invocations reuse it). */
export function notoFont(script: IndicScript, weight: Weight): NotoFont {
  const file = fontFileName(script, weight);
  let font = fonts.get(file);
  if (!font) {
    const bytes = readAsset('PDF_FONTS_DIR', file);
    const hb = new HbFont(bytes);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // The sfnt table directory: 12-byte header, then 16-byte records (tag, checksum, offset, length).
    const table = (tag: string) => {
      for (let i = 0; i < view.getUint16(4); i++) {
        const record = 12 + i * 16;
        if (String.fromCharCode(...bytes.subarray(record, record + 4)) === tag)
          return view.getUint32(record + 8);
      }
      throw new Error(`${file} has no ${tag} table`);
    };
    const head = table('head');
    const hhea = table('hhea');
    font = {
      name: file.replace(/\.ttf$/, ''),
      bytes,
      hb,
      upem: hb.upem,
      bbox: [
        view.getInt16(head + 36),
        view.getInt16(head + 38),
        view.getInt16(head + 40),
        view.getInt16(head + 42),
      ],
      ascent: view.getInt16(hhea + 4),
      descent: view.getInt16(hhea + 6),
    };
    fonts.set(file, font);
  }
  return font;
}
