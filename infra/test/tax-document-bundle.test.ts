import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildLambdaOptions } from '../lib/bundling';
import { repoRoot } from '../lib/paths';

/**
 * The tax document Lambda within the bundle budget: it renders the PDF (the first download) and signs the link (the
 * AWS SDK stays external, as in every bundle).
 */
/** Every Lambda's budget (bench/bundles.ts's BUNDLE_BUDGET_KB; bench imports infra, not the other way round). */
const BUNDLE_BUDGET_KB = 300;

const entry = "export { handler } from './functions/src/payments/get-tax-document';";

describe('the tax document Lambda bundle', () => {
  it(`stays within ${BUNDLE_BUDGET_KB} KB with the PDF renderer, as CDK bundles it`, async () => {
    // Act
    const result = await build({
      stdin: { contents: entry, resolveDir: repoRoot, loader: 'ts', sourcefile: 'entry.ts' },
      ...esbuildLambdaOptions(repoRoot),
      write: false,
      metafile: true,
    });

    // Assert
    const bytes = result.outputFiles.reduce((sum, f) => sum + f.contents.byteLength, 0);
    const gzip = result.outputFiles.reduce((sum, f) => sum + gzipSync(f.contents).byteLength, 0);
    console.info(
      `payments/get-tax-document with the renderer: ${(bytes / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip)`,
    );
    expect(bytes / 1024).toBeLessThanOrEqual(BUNDLE_BUDGET_KB);
    // The writer is ours: no PDF library came back in with it.
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.includes('functions/src/lib/pdf/pdf-writer.ts'))).toBe(true);
    expect(inputs.filter((i) => i.includes('node_modules/pdf-lib') || i.includes('@pdf-lib'))).toEqual([]);
  });
});
