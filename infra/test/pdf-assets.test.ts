import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  emailEventsSubscriber,
  PDF_FONT_FILES,
  PDF_WASM_FILES,
  queueConsumers,
  routeList,
  schedules,
  streamConsumers,
} from '@academy/shared';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import {
  copyPdfAssetsCommands,
  esbuildLambdaOptions,
  harfbuzzWasmFolder,
  LAMBDA_PDF_ENVIRONMENT,
  PDF_HANDLER_MODULES,
  pdfFontsSourceDir,
} from '../lib/bundling';
import { pascal, repoRoot } from '../lib/paths';
import { type Resources, SYNTH_TIMEOUT, synthAcademy } from './support';

/**
 * Issue 40: the functions that render PDFs carry the Noto fonts and HarfBuzz's wasm beside their bundle, and are told
 * where (PDF_FONTS_DIR, PDF_WASM_DIR); no other function carries or is told anything.
 */

const allFunctions = [
  ...routeList,
  ...schedules,
  ...streamConsumers,
  ...queueConsumers,
  emailEventsSubscriber,
];

describe('the PDF functions’ fonts and wasm (issue 40)', () => {
  let resources: Resources;
  beforeAll(() => {
    ({ resources } = synthAcademy());
  }, SYNTH_TIMEOUT);

  it('tells the PDF functions, and only them, where the fonts and wasm are', () => {
    const withPdf = new Set(
      allFunctions.filter((f) => PDF_HANDLER_MODULES.has(f.handler)).map((f) => `${pascal(f.id)}Function`),
    );
    expect([...withPdf].sort()).toEqual([
      'GenerateCertificateFunction',
      'GetTaxDocumentFunction',
      'IssueInvoicesFunction',
    ]);
    const ours = Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::Lambda::Function' &&
        (r.Properties?.Tags as { Key: string }[] | undefined)?.some((t) => t.Key === FUNCTION_TAG),
    );
    expect(ours.length).toBeGreaterThan(withPdf.size);
    for (const fn of ours) {
      const tag = (fn.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find(
        (t) => t.Key === FUNCTION_TAG,
      )?.Value;
      const vars = (fn.Properties as { Environment: { Variables: Record<string, string> } }).Environment
        .Variables;
      if (withPdf.has(tag ?? '')) expect(vars, tag).toMatchObject(LAMBDA_PDF_ENVIRONMENT);
      else
        expect(
          Object.keys(vars).filter((v) => v.startsWith('PDF_')),
          tag,
        ).toEqual([]);
    }
  });

  it('names exactly the handlers whose bundles hold the PDF writer', async () => {
    const withWriter: string[] = [];
    for (const f of allFunctions) {
      const result = await build({
        entryPoints: [path.join(repoRoot, 'functions/src', `${f.handler}.ts`)],
        ...esbuildLambdaOptions(repoRoot),
        write: false,
        metafile: true,
      });
      if (Object.keys(result.metafile.inputs).some((i) => i.endsWith('functions/src/lib/pdf/pdf-writer.ts')))
        withWriter.push(f.handler);
    }
    expect(withWriter.sort()).toEqual([...PDF_HANDLER_MODULES].sort());
  }, 120_000);

  it('copies the 18 fonts and the 2 wasm files, all there to copy, and fails at synth without the fonts', () => {
    const commands = copyPdfAssetsCommands('/in', '/out', '/fonts');
    expect(PDF_FONT_FILES).toHaveLength(18);
    for (const file of PDF_FONT_FILES) expect(commands).toContain(`cp "/fonts/${file}" "/out/fonts/${file}"`);
    const wasm = `/in/${harfbuzzWasmFolder()}`;
    for (const file of PDF_WASM_FILES) expect(commands).toContain(`cp "${wasm}/${file}" "/out/wasm/${file}"`);
    expect(commands[0]).toMatch(/^test -d "\/fonts" \|\| .*fonts-noto-core.*exit 1; }$/);
    for (const file of PDF_FONT_FILES)
      expect(existsSync(path.join(pdfFontsSourceDir(), file)), file).toBe(true);
    for (const file of PDF_WASM_FILES)
      expect(existsSync(path.join(repoRoot, harfbuzzWasmFolder(), file)), file).toBe(true);
    expect(() =>
      execFileSync('sh', ['-c', copyPdfAssetsCommands(repoRoot, '/nonexistent', '/no/such/fonts')[0] ?? ''], {
        stdio: 'pipe',
      }),
    ).toThrow(/fonts-noto-core/);
  });

  it('renders a Devanagari certificate from a bundle laid out as the copy lays it out', async () => {
    const cache = path.join(repoRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, 'academy-pdf-bundle-'));
    try {
      // Arrange: the certificate renderer bundled as CDK bundles it (CJS: no top-level await may be in it).
      await build({
        stdin: {
          contents: `import { renderCertificatePdf } from './functions/src/certificates/pdf';
renderCertificatePdf({ studentName: 'अनन्या गुप्ता', courseTitle: 'पाइथन का परिचय', instructorName: 'Rahul',
  grade: 'A', issuedAt: '2026-11-22T10:00:00.000Z', certificateId: 'x', verifyUrl: 'https://a.example/v/x' })
  .then((pdf) => process.stdout.write(Buffer.from(pdf)));`,
          resolveDir: repoRoot,
          loader: 'ts',
          sourcefile: 'entry.ts',
        },
        ...esbuildLambdaOptions(repoRoot),
        outfile: path.join(dir, 'index.js'),
      });
      execFileSync('sh', ['-c', copyPdfAssetsCommands(repoRoot, dir).join(' && ')]);

      // Act: a fresh process, configured as on Lambda but for the folder.
      const pdf = execFileSync(process.execPath, [path.join(dir, 'index.js')], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          PDF_FONTS_DIR: path.join(dir, 'fonts'),
          PDF_WASM_DIR: path.join(dir, 'wasm'),
        },
      });

      // Assert
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.7')).toBe(true);
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold \/Encoding \/Identity-H/);
      expect(text).toContain('/FontFile2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
