import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { fontFileName, INDIC_SCRIPTS } from './noto-fonts';
import type { IndicScript } from './script-runs';

/**
 * Test support for the PDFs with Indian scripts (never imported by a handler): the sample names and titles, a reader
 * for what our writer writes (objects, the page's drawing, the embedded fonts' maps), and poppler's tools.
 */

/** Real names and course titles in each script: conjuncts, reph, reordered and split vowels, nukta, ZWJ. */
export const SAMPLES: Readonly<Record<IndicScript, { names: string[]; title: string }>> = {
  deva: {
    names: ['अनन्या गुप्ता', 'क्षत्रिय श्रीकृष्ण धर्मेंद्र'],
    title: 'पाइथन के साथ मशीन लर्निंग का परिचय',
  },
  beng: { names: ['ঋত্বিক চক্রবর্তী', 'অনন্যা গুপ্ত'], title: 'বাংলায় ডেটা বিজ্ঞান ও পরিসংখ্যান' },
  guru: { names: ['ਹਰਪ੍ਰੀਤ ਸਿੰਘ ਗਿੱਲ'], title: 'ਪੰਜਾਬੀ ਵਿੱਚ ਵੈੱਬ ਡਿਜ਼ਾਈਨ' },
  gujr: { names: ['અનન્યા ગુપ્તા', 'કૃષ્ણ પટેલ'], title: 'ગુજરાતીમાં હિસાબી શિક્ષણ' },
  orya: { names: ['ସୁଭଶ୍ରୀ ମହାପାତ୍ର'], title: 'ଓଡ଼ିଆରେ ଗଣିତ ଶିକ୍ଷା' },
  taml: { names: ['கார்த்திகேயன் சுப்ரமணியம்'], title: 'தமிழில் நிரலாக்கம் அறிமுகம்' },
  telu: { names: ['శ్రీనివాస్ రెడ్డి'], title: 'తెలుగులో కృత్రిమ మేధస్సు' },
  knda: { names: ['ಕೃಷ್ಣಮೂರ್ತಿ ಪ್ರಸಾದ್'], title: 'ಕನ್ನಡದಲ್ಲಿ ದತ್ತಾಂಶ ವಿಜ್ಞಾನ' },
  mlym: { names: ['ശ്രീക്കുട്ടി പ്രദീപ്'], title: 'മലയാളത്തിൽ പ്രോഗ്രാമിംഗ് പഠനം' },
};

interface PdfObject {
  dict: string;
  /** The stream's data, inflated. */
  stream?: Buffer;
}

/** The objects of a file our writer wrote (`N 0 obj … endobj`, no object streams), by number. */
export function pdfObjects(pdf: Uint8Array): Map<number, PdfObject> {
  const file = Buffer.from(pdf);
  const text = file.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('\nendobj\n', start);
    const body = text.slice(start, end);
    const s = body.indexOf('\nstream\n');
    if (s < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dataStart = start + s + '\nstream\n'.length;
    const dataEnd = text.lastIndexOf('\nendstream', end);
    const raw = file.subarray(dataStart, dataEnd);
    const dict = body.slice(0, s);
    objects.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  if (!m) throw new Error(`no /${key} in ${dict}`);
  return Number(m[1]);
};

/** An embedded font as the page uses it: its name, CID → glyph id, and CID → width (thousandths of an em). */
export interface EmbeddedFontInfo {
  baseFont: string;
  cidToGid: number[];
  widths: number[];
  toUnicode: string;
  fontFileBytes: number;
}

/** A drawn glyph of a shaped run: its glyph id and where the PDF puts its origin (points). */
export interface DrawnGlyph {
  cid: number;
  gid: number;
  x: number;
  y: number;
}

export interface DrawnRun {
  actualText: string;
  font: EmbeddedFontInfo;
  size: number;
  glyphs: DrawnGlyph[];
}

/**
 * The shaped runs the page draws, in order, read back from the content stream the way a viewer does: Td sets the
 * pen, each glyph moves it by its W width, a TJ number moves it back by n/1000 of the size, Ts raises the glyph.
 */
export function drawnRuns(pdf: Uint8Array): DrawnRun[] {
  const objects = pdfObjects(pdf);
  const page = [...objects.values()].find((o) => o.dict.includes('/Type /Page '));
  if (!page) throw new Error('no page');
  const content = objects.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
  const fontRefs = new Map(
    [...(/\/Font << (.*?) >>/.exec(page.dict)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [
      m[1] ?? '',
      Number(m[2]),
    ]),
  );
  const fontInfo = (key: string): EmbeddedFontInfo => {
    const type0 = objects.get(fontRefs.get(key) ?? -1);
    if (!type0) throw new Error(`no font ${key}`);
    const cidFont = objects.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(type0.dict)?.[1]));
    if (!cidFont) throw new Error(`no CIDFont for ${key}`);
    const map = objects.get(ref(cidFont.dict, 'CIDToGIDMap'))?.stream ?? Buffer.alloc(0);
    const cidToGid = Array.from({ length: map.length / 2 }, (_, i) => map.readUInt16BE(i * 2));
    const widths = (/\/W \[0 \[([^\]]*)\]\]/.exec(cidFont.dict)?.[1] ?? '').split(' ').map(Number);
    const descriptor = objects.get(ref(cidFont.dict, 'FontDescriptor'));
    const fontFile = objects.get(ref(descriptor?.dict ?? '', 'FontFile2'));
    return {
      baseFont: /\/BaseFont \/(\S+)/.exec(type0.dict)?.[1] ?? '',
      cidToGid,
      widths,
      toUnicode: objects.get(ref(type0.dict, 'ToUnicode'))?.stream?.toString('latin1') ?? '',
      fontFileBytes: fontFile?.stream?.byteLength ?? 0,
    };
  };

  const runs: DrawnRun[] = [];
  const spans = content.matchAll(/\/Span << \/ActualText <FEFF([0-9A-F]*)> >> BDC\n([\s\S]*?)\nEMC/g);
  for (const span of spans) {
    const ops = span[2] ?? '';
    const tf = /\/(\w+) ([\d.]+) Tf/.exec(ops);
    const td = /([-\d.]+) ([-\d.]+) Td/.exec(ops);
    if (!tf || !td) throw new Error(`a span without Tf or Td: ${ops}`);
    const font = fontInfo(tf[1] ?? '');
    const size = Number(tf[2]);
    let x = Number(td[1]);
    const y = Number(td[2]);
    let rise = 0;
    const glyphs: DrawnGlyph[] = [];
    for (const op of ops.matchAll(/\[([^\]]*)\] TJ|([-\d.]+) Ts/g)) {
      if (op[2] !== undefined) {
        rise = Number(op[2]);
        continue;
      }
      for (const item of (op[1] ?? '').matchAll(/<([0-9A-F]{4})>|([-\d.]+)/g)) {
        if (item[2] !== undefined) {
          x -= (Number(item[2]) * size) / 1000;
          continue;
        }
        const cid = Number.parseInt(item[1] ?? '0', 16);
        glyphs.push({ cid, gid: font.cidToGid[cid] ?? -1, x, y: y + rise });
        x += ((font.widths[cid] ?? 0) * size) / 1000;
      }
    }
    runs.push({
      actualText: Buffer.from(span[1] ?? '', 'hex')
        .swap16()
        .toString('utf16le'),
      font,
      size,
      glyphs,
    });
  }
  return runs;
}

/** Poppler's tools and the fonts, or a failure that says how to get them (these tests never skip). */
export function requirePdfTools(): void {
  const missing: string[] = [];
  for (const tool of ['pdftoppm', 'pdftotext'])
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' });
    } catch {
      missing.push(`${tool} (apt-get install poppler-utils)`);
    }
  const fontsDir = process.env.PDF_FONTS_DIR ?? '';
  for (const script of INDIC_SCRIPTS)
    for (const weight of ['Regular', 'Bold'] as const) {
      const file = path.join(fontsDir, fontFileName(script, weight));
      if (!existsSync(file)) missing.push(`${file} (apt-get install fonts-noto-core)`);
    }
  if (missing.length > 0)
    throw new Error(
      `The PDF tests need poppler-utils and fonts-noto-core (.ci/run installs both):\n  ${missing.join('\n  ')}`,
    );
}

/** The page's text as poppler extracts it (ActualText where present). */
export function pdfToText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** A grey image: width, height and one byte a pixel (0 black, 255 white). */
export interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A region of the page rendered grey by pdftoppm at `dpi` (x, y, width, height in pixels from the top left). */
export function renderGray(
  pdf: Uint8Array,
  dpi: number,
  crop: { x: number; y: number; width: number; height: number },
): Gray {
  const pgm = execFileSync(
    'pdftoppm',
    [
      '-gray',
      '-r',
      String(dpi),
      '-x',
      String(crop.x),
      '-y',
      String(crop.y),
      '-W',
      String(crop.width),
      '-H',
      String(crop.height),
      '-singlefile',
      '-',
    ],
    { input: pdf },
  );
  return parsePgm(pgm);
}

/** A binary PGM (P5, 8 bits), as pdftoppm -gray writes it. */
export function parsePgm(file: Buffer): Gray {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (header?.[3] !== '255') throw new Error('not an 8-bit binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = new Uint8Array(file.subarray(header[0].length, header[0].length + width * height));
  return { width, height, pixels };
}

export const toPgm = (image: Gray): Buffer =>
  Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'), image.pixels]);

/**
 * How far a rendering is from its reference: the share of pixels that differ by more than a quarter of the grey
 * range (anti-aliasing and rasteriser versions move edges by a little, a wrong or missing glyph by a lot).
 */
export function difference(a: Gray, b: Gray): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i++)
    if (Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0)) > 64) differing++;
  return differing / a.pixels.length;
}
