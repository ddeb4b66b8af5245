import { createRequire } from 'node:module';
import path from 'node:path';
import { PDF_FONT_FILES, PDF_WASM_FILES, SYSTEM_NOTO_FONTS_DIR } from '@academy/shared';
import { repoRoot } from './paths';

/**
 * How every Lambda is bundled (esbuild through NodejsFunction). The bundle-size benchmark
 * (bench/bundles.ts) builds with these same settings, so the figures it prints are the deployed sizes.
 * The AWS SDK v3 is not bundled: the nodejs22.x runtime ships it, and bundling it would put every route
 * at 650-790 KB instead of ~130 KB (the budget is 300 KB) and slow cold starts. The price: the deployed SDK
 * is the runtime's version, not necessarily the locked one the tests ran against.
 */

/**
 * Packages a bundle could import but must never run, replaced by a module that throws if called (esbuild `alias`).
 * All come in through axios, the HTTP client of the `razorpay` SDK's own request layer. Since issue 39 the SDK's
 * resources run on our fetch transport (functions/src/payments/razorpay.ts) and no bundle loads axios; the aliases
 * stay as a guard, so a function that imports the SDK's request layer again still bundles within budget and starts.
 * axios requires them when it loads, so leaving them `external` would fail at start-up in Lambda (no node_modules):
 * - `form-data` (with `mime-db`, 160 KB of the 300 KB budget): axios builds multipart bodies with it; the
 *   only call we make, orders.create, posts JSON.
 * - `https-proxy-agent`: axios tunnels through it only when HTTPS_PROXY/https_proxy is set; our Lambdas
 *   set no proxy (a proxy would make order creation fail loudly, a logged 500).
 * - `debug`: follow-redirects loads it inside a try/catch for optional logging; a throwing stub makes
 *   that logging a no-op, which is what it is in Lambda anyway (DEBUG is unset).
 * infra/lib/bundling.test.ts bundles the Razorpay client with these settings and creates an order with it
 * against a local server, so a change in axios that starts running one of them fails there, not in production.
 * Paths are relative to the repository root, the working directory of CDK's local esbuild and of the bench.
 */
export const stubbedModules: Record<string, string> = {
  'form-data': './infra/lib/bundling-stubs/unreachable.cjs',
  'https-proxy-agent': './infra/lib/bundling-stubs/unreachable.cjs',
  debug: './infra/lib/bundling-stubs/unreachable.cjs',
};

/**
 * Packages of the `@aws-sdk/` scope that are bundled all the same, because the runtime's SDK is not known to carry
 * them: `@aws-sdk/cloudfront-signer` (issue 38: the video cookies; its only dependency is `@smithy/core`, about 95 KB
 * minified in the two functions that sign). An alias to the package's folder takes it out of the `@aws-sdk/*`
 * externals (esbuild checks externals against the path as imported, before the alias; infra/test/video.test.ts).
 */
export const bundledSdkModules: Record<string, string> = Object.fromEntries(
  ['@aws-sdk/cloudfront-signer'].map((name) => [name, `./${packageFolder(name).split(path.sep).join('/')}`]),
);

const aliases = { ...stubbedModules, ...bundledSdkModules };

export const lambdaBundling = {
  format: 'cjs',
  target: 'node22',
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/*'] as string[],
  bundleAwsSDK: false,
  alias: aliases,
  /** The same aliases in the form NodejsFunction passes to the esbuild CLI. */
  esbuildArgs: { '--alias': Object.entries(aliases).map(([from, to]) => `${from}=${to}`) },
} as const;

/**
 * The same settings as esbuild's own build options, for the bundle-size benchmark and the bundling test that
 * call esbuild themselves (paths resolved from `absWorkingDir`, the repository root).
 */
export const esbuildLambdaOptions = (absWorkingDir: string) => ({
  bundle: true,
  minify: lambdaBundling.minify,
  platform: 'node' as const,
  target: lambdaBundling.target,
  format: lambdaBundling.format,
  external: [...lambdaBundling.externalModules],
  alias: lambdaBundling.alias,
  absWorkingDir,
  logLevel: 'silent' as const,
});

/**
 * The handlers that spawn ffmpeg (issue 38: the planner reads an upload, the task transcodes a part of it). ffmpeg
 * comes from the npm registry: `@ffmpeg-installer/ffmpeg` finds the binary of its platform package
 * (`@ffmpeg-installer/linux-x64`, 68 MB, inside the registry tarball) beside itself in node_modules, by `__dirname`,
 * so it cannot be bundled: both packages are left out of the esbuild bundle and copied into the function's
 * `node_modules/` as they are (no `npm install` at synth, nothing downloaded). The binary is linux-x64, so these
 * functions run on x86_64 (./academy-function.ts), the others on arm64.
 */
export const FFMPEG_HANDLER_MODULES: ReadonlySet<string> = new Set([
  'videos/plan-transcode',
  'videos/transcode-task',
]);

export const usesFfmpeg = (handlerModule: string): boolean => FFMPEG_HANDLER_MODULES.has(handlerModule);

/** The files each package needs at run time, relative to its folder (the registry tarball has editor leftovers too). */
export const FFMPEG_PACKAGES = {
  '@ffmpeg-installer/ffmpeg': ['package.json', 'index.js', 'lib/verify-file.js'],
  '@ffmpeg-installer/linux-x64': ['package.json', 'ffmpeg'],
} as const;

/** Where an installed package's folder is, relative to the repository root (npm hoists it to node_modules/). */
export function packageFolder(name: string): string {
  const manifest = createRequire(path.join(repoRoot, 'functions', 'package.json')).resolve(
    `${name}/package.json`,
  );
  return path.relative(repoRoot, path.dirname(manifest));
}

/**
 * The shell commands that copy FFMPEG_PACKAGES from the repository (`inputDir`, the project root CDK bundles from)
 * into the bundle's node_modules (`outputDir`), the binary executable by all. Run by CDK after esbuild, when it
 * bundles (`npm run synth`, a deploy; the template tests skip bundling).
 */
export function copyFfmpegCommands(inputDir: string, outputDir: string): string[] {
  return Object.entries(FFMPEG_PACKAGES)
    .flatMap(([name, files]) => {
      const from = path.posix.join(inputDir, packageFolder(name).split(path.sep).join('/'));
      const to = path.posix.join(outputDir, 'node_modules', name);
      return files.map((file) => {
        const target = path.posix.join(to, file);
        return `mkdir -p "${path.posix.dirname(target)}" && cp "${from}/${file}" "${target}"`;
      });
    })
    .concat(`chmod 755 "${path.posix.join(outputDir, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg')}"`);
}

/** The ffmpeg functions' bundling; their afterBundling hook runs copyFfmpegCommands (./academy-function.ts). */
export const ffmpegBundling = {
  /** Left to `require` at run time (the copies in node_modules), not bundled. */
  externalModules: Object.keys(FFMPEG_PACKAGES),
} as const;

/**
 * The handlers that render PDFs (issue 40): the certificate, and the tax documents (the first download renders one,
 * the queue consumer issues them). A name or title in an Indian script is shaped with HarfBuzz's wasm and drawn in
 * Noto Sans, which these bundles carry as plain files beside index.js: `fonts/` (the 18 TTFs, about 2.7 MB) and
 * `wasm/` (1.1 MB). Files beside the bundle rather than a layer (a layer is one more versioned resource to publish
 * and keep in step with the code, for three functions) or S3 (a download on every cold start and a bucket grant);
 * they cost nothing until a document needs them, since they are read lazily (functions/src/lib/pdf/assets.ts).
 * infra/test/pdf-assets.test.ts checks this set against the bundles that contain the PDF writer.
 */
export const PDF_HANDLER_MODULES: ReadonlySet<string> = new Set([
  'certificates/generate-certificate',
  'payments/get-tax-document',
  'payments/issue-invoices',
]);

export const rendersPdf = (handlerModule: string): boolean => PDF_HANDLER_MODULES.has(handlerModule);

/** Where the PDF functions find their fonts and wasm on Lambda (the bundle is unpacked in LAMBDA_TASK_ROOT). */
export const LAMBDA_PDF_ENVIRONMENT = {
  PDF_FONTS_DIR: '/var/task/fonts',
  PDF_WASM_DIR: '/var/task/wasm',
} as const;

/**
 * Where the fonts are copied from at synth: Debian's fonts-noto-core (README, .ci/run), or PDF_FONTS_DIR if the
 * machine keeps them elsewhere.
 */
export const pdfFontsSourceDir = (): string => process.env.PDF_FONTS_DIR ?? SYSTEM_NOTO_FONTS_DIR;

/** Where harfbuzzjs's wasm files are, relative to the repository root (its exports map has no package.json). */
export function harfbuzzWasmFolder(): string {
  const wasm = createRequire(path.join(repoRoot, 'functions', 'package.json')).resolve(
    'harfbuzzjs/dist/harfbuzz.wasm',
  );
  return path.relative(repoRoot, path.dirname(wasm));
}

/**
 * The shell commands that copy the 18 fonts and the two wasm files into the bundle (`outputDir`), after esbuild.
 * A machine without the fonts fails here, at synth, with the reason, not with a certificate that cannot render.
 */
export function copyPdfAssetsCommands(
  inputDir: string,
  outputDir: string,
  fontsDir = pdfFontsSourceDir(),
): string[] {
  const wasmFrom = path.posix.join(inputDir, harfbuzzWasmFolder().split(path.sep).join('/'));
  const fontsTo = path.posix.join(outputDir, 'fonts');
  const wasmTo = path.posix.join(outputDir, 'wasm');
  return [
    `test -d "${fontsDir}" || { echo "No ${fontsDir}: the PDF functions need Debian's fonts-noto-core (apt-get install fonts-noto-core) or PDF_FONTS_DIR set to a folder with its Noto Sans TTFs" >&2; exit 1; }`,
    `mkdir -p "${fontsTo}" "${wasmTo}"`,
    ...PDF_FONT_FILES.map((file) => `cp "${path.posix.join(fontsDir, file)}" "${fontsTo}/${file}"`),
    ...PDF_WASM_FILES.map((file) => `cp "${wasmFrom}/${file}" "${wasmTo}/${file}"`),
  ];
}
