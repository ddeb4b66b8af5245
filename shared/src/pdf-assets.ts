/**
 * The files a document in an Indian script needs beside the code (issue 40): the Noto Sans fonts of the nine scripts
 * at the two weights the documents use (Debian's fonts-noto-core names), and HarfBuzz's wasm from harfbuzzjs/dist.
 * The functions load them (functions/src/lib/pdf); CDK copies exactly these into the bundles that render PDFs
 * (infra/lib/bundling.ts).
 */

/** The Noto family of each script, by OpenType script tag (Odia's font keeps the script's older English name). */
export const PDF_FONT_FAMILIES = {
  deva: 'NotoSansDevanagari',
  beng: 'NotoSansBengali',
  guru: 'NotoSansGurmukhi',
  gujr: 'NotoSansGujarati',
  orya: 'NotoSansOriya',
  taml: 'NotoSansTamil',
  telu: 'NotoSansTelugu',
  knda: 'NotoSansKannada',
  mlym: 'NotoSansMalayalam',
} as const;

export type PdfFontScript = keyof typeof PDF_FONT_FAMILIES;

/** Bold stands in for the bold standard fonts (Times-Bold, Helvetica-Bold), Regular for the others. */
export const PDF_FONT_WEIGHTS = ['Regular', 'Bold'] as const;
export type PdfFontWeight = (typeof PDF_FONT_WEIGHTS)[number];

/** A script's font file at a weight, e.g. `NotoSansDevanagari-Bold.ttf`. */
export const pdfFontFile = (script: PdfFontScript, weight: PdfFontWeight): string =>
  `${PDF_FONT_FAMILIES[script]}-${weight}.ttf`;

/** All 18 font files (9 scripts × 2 weights, about 2.7 MB); the Debian package's other 250 files are not needed. */
export const PDF_FONT_FILES: readonly string[] = (Object.keys(PDF_FONT_FAMILIES) as PdfFontScript[]).flatMap(
  (script) => PDF_FONT_WEIGHTS.map((weight) => pdfFontFile(script, weight)),
);

/** harfbuzzjs's shaper and subsetter (444 KB and 684 KB), loaded as files, never bundled as JS. */
export const PDF_WASM_FILES: readonly string[] = ['harfbuzz.wasm', 'harfbuzz-subset.wasm'];

/** Where Debian's fonts-noto-core puts the fonts (the local stack's PDF_FONTS_DIR; CDK copies from here). */
export const SYSTEM_NOTO_FONTS_DIR = '/usr/share/fonts/truetype/noto';
