import { existsSync } from 'node:fs';
import path from 'node:path';
import { PDF_FONT_FILES, PDF_WASM_FILES } from '@academy/shared';
import { harfbuzzWasmFolder, pdfFontsSourceDir } from '../lib/bundling';
import { repoRoot } from '../lib/paths';

/**
 * The local stack's PDF_FONTS_DIR and PDF_WASM_DIR (issue 40): Debian's fonts-noto-core where apt puts it (or
 * PDF_FONTS_DIR from the environment) and harfbuzzjs's dist folder, the files CDK copies beside the bundle on AWS.
 * Checked at start, like the seller settings: a missing font stops the stack with the fix, not a certificate later.
 */
export function localPdfEnvironment(): { PDF_FONTS_DIR: string; PDF_WASM_DIR: string } {
  const fonts = pdfFontsSourceDir();
  const wasm = path.join(repoRoot, harfbuzzWasmFolder());
  const missing = [
    ...PDF_FONT_FILES.map((f) => path.join(fonts, f)),
    ...PDF_WASM_FILES.map((f) => path.join(wasm, f)),
  ].filter((f) => !existsSync(f));
  if (missing.length > 0)
    throw new Error(
      `The PDFs need ${missing.join(', ')}: apt-get install fonts-noto-core (or set PDF_FONTS_DIR to a folder with its Noto Sans TTFs), and npm install for harfbuzzjs`,
    );
  return { PDF_FONTS_DIR: fonts, PDF_WASM_DIR: wasm };
}
