import { createRequire } from 'node:module';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { catalogues, linguiConfigPath } from './frontend/build/catalogues';

/**
 * Three projects: `unit` (no services), `integration` (HTTP against the real local stack) and `e2e`
 * (headless Chromium through whole journeys). The stack is started once by test/support/global-setup.ts
 * on free ports with a throw-away data folder, and torn down after the run.
 */
// The SDK's Node 20 end-of-support notice; Lambda runs Node 22, only local machines run 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Where documents with Indian scripts find their fonts and HarfBuzz's wasm (functions/src/lib/pdf/assets.ts): Debian's
 * fonts-noto-core and the installed harfbuzzjs, as the local stack sets them (infra/local/stack.ts).
 */
const pdfAssets = {
  PDF_FONTS_DIR: process.env.PDF_FONTS_DIR ?? '/usr/share/fonts/truetype/noto',
  PDF_WASM_DIR: path.dirname(
    createRequire(path.resolve('functions/package.json')).resolve('harfbuzzjs/dist/harfbuzz.wasm'),
  ),
};

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        // The web app's texts: its macros compiled, its catalogues (pseudo too, for the translation test) loaded.
        plugins: [
          catalogues({ pseudo: true }),
          lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
        ],
        test: {
          name: 'unit',
          include: [
            '{shared,functions,infra,frontend}/{src,test,lib,local}/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            // The web build's own steps (prerender, catalogues).
            'frontend/build/**/*.test.ts',
          ],
          environment: 'node',
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', ...pdfAssets },
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
