import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { required } from '../env';

/**
 * The files a document with Indian scripts needs, found by configuration only: PDF_FONTS_DIR holds the Noto Sans
 * TTFs (Debian's fonts-noto-core), PDF_WASM_DIR harfbuzz.wasm and harfbuzz-subset.wasm (harfbuzzjs/dist). CDK
 * copies them beside the bundle of the functions that render PDFs and points both settings there; the local stack
 * and the unit tests point them at /usr/share/fonts/truetype/noto and node_modules/harfbuzzjs/dist (docs/deploy.md).
 */

/** Files read so far, in order: a Latin document must leave this empty (pdf-writer.test.ts). */
export const assetsRead: string[] = [];

const HINTS = {
  PDF_FONTS_DIR:
    'the PDF fonts are Debian’s fonts-noto-core (apt-get install fonts-noto-core; on AWS CDK copies them beside the bundle)',
  PDF_WASM_DIR: 'harfbuzz.wasm and harfbuzz-subset.wasm come from node_modules/harfbuzzjs/dist',
} as const;

/** A file from the folder a setting names; a missing folder or file is a deployment error, said plainly. */
export function readAsset(setting: keyof typeof HINTS, file: string): Uint8Array<ArrayBuffer> {
  const dir = required(setting);
  if (!existsSync(dir)) throw new Error(`${setting} ${dir} does not exist: ${HINTS[setting]}`);
  const full = path.join(dir, file);
  if (!existsSync(full)) throw new Error(`${setting} ${dir} has no ${file}: ${HINTS[setting]}`);
  assetsRead.push(full);
  return readFileSync(full);
}
