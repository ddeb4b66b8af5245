import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { copyPdfAssetsCommands, esbuildLambdaOptions } from '../infra/lib/bundling';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Fresh processes per name: the median is reported (a cold start is one sample each, and noisy). */
export const PDF_COLD_RUNS = 5;
/** A Devanagari certificate's cold start (load the bundle, then the first render: wasm, fonts, shape, subset). */
export const PDF_COLD_BUDGET_MS = 400;

export const PDF_NAMES = { latin: 'Ananya Gupta', devanagari: 'अनन्या गुप्ता' } as const;
const TITLES = { latin: 'Machine Learning with Python', devanagari: 'पाइथन के साथ मशीन लर्निंग का परिचय' };

export interface PdfRow {
  name: keyof typeof PDF_NAMES;
  /** Bundle loaded (ms since the process started: Node's own start included). */
  loadMs: number;
  /** The first certificate in the process, the one a cold start pays for. */
  firstMs: number;
  /** Median of 20 more, as a warm Lambda renders them. */
  warmMs: number;
  coldMs: number;
  bytes: number;
}

/**
 * The certificate renderer bundled as CDK bundles it, with the fonts and wasm copied beside it as CDK copies them,
 * run in fresh `node` processes: what a Latin and a Devanagari certificate cost on a cold start and warm.
 */
export async function measurePdf(
  certificateModule = path.join(repoRoot, 'functions/src/certificates/pdf'),
): Promise<PdfRow[]> {
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'academy-bench-pdf-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `const loaded = performance.now();
import { renderCertificatePdf } from ${JSON.stringify(certificateModule)};
const content = { instructorName: 'Rahul Sharma', grade: 'A', issuedAt: '2026-11-22T10:00:00.000Z',
  certificateId: '01JCERTIFICATE0000000000000', verifyUrl: 'https://academy.example/verify/01JCERTIFICATE0000000000000',
  studentName: process.env.NAME ?? '', courseTitle: process.env.TITLE ?? '' };
(async () => {
  const t0 = performance.now();
  const pdf = await renderCertificatePdf(content);
  const firstMs = performance.now() - t0;
  const warm = [];
  for (let i = 0; i < 20; i++) { const t = performance.now(); await renderCertificatePdf(content); warm.push(performance.now() - t); }
  warm.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ loadMs: loaded, firstMs, warmMs: warm[10], bytes: pdf.byteLength }));
})();`,
    );
    await build({
      entryPoints: [entry],
      ...esbuildLambdaOptions(repoRoot),
      outfile: path.join(dir, 'index.js'),
    });
    execFileSync('sh', ['-c', copyPdfAssetsCommands(repoRoot, dir).join(' && ')]);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const bare: number[] = [];
    for (let i = 0; i < PDF_COLD_RUNS; i++)
      bare.push(
        Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(performance.now()))'])),
      );
    const rows: PdfRow[] = [];
    for (const name of Object.keys(PDF_NAMES) as (keyof typeof PDF_NAMES)[]) {
      const runs: Omit<PdfRow, 'name' | 'coldMs'>[] = [];
      for (let i = 0; i < PDF_COLD_RUNS; i++) {
        const out = execFileSync(process.execPath, [path.join(dir, 'index.js')], {
          cwd: dir,
          env: {
            PATH: process.env.PATH,
            NAME: PDF_NAMES[name],
            TITLE: TITLES[name],
            PDF_FONTS_DIR: path.join(dir, 'fonts'),
            PDF_WASM_DIR: path.join(dir, 'wasm'),
          },
          encoding: 'utf8',
        });
        runs.push(JSON.parse(out));
      }
      const loadMs = median(runs.map((r) => r.loadMs));
      const firstMs = median(runs.map((r) => r.firstMs));
      rows.push({
        name,
        loadMs,
        firstMs,
        warmMs: median(runs.map((r) => r.warmMs)),
        coldMs: median(runs.map((r) => r.loadMs + r.firstMs)),
        bytes: runs[0]?.bytes ?? 0,
      });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
