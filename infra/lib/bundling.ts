/**
 * How every Lambda is bundled (esbuild through NodejsFunction). The bundle-size benchmark
 * (bench/bundles.ts) builds with these same settings, so the figures it prints are the deployed sizes.
 * The AWS SDK v3 is not bundled: the nodejs22.x runtime ships it, and bundling it would put every route
 * at 650-790 KB instead of ~130 KB (the budget is 300 KB) and slow cold starts. The price: the deployed SDK
 * is the runtime's version, not necessarily the locked one the tests ran against.
 */

/**
 * Packages the bundles import but never run, replaced by a module that throws if called (esbuild `alias`).
 * All come in through axios, which the `razorpay` SDK uses for its HTTP calls, and axios requires them when
 * it loads, so leaving them `external` would fail at start-up in Lambda (no node_modules there):
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

export const lambdaBundling = {
  format: 'cjs',
  target: 'node22',
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/*'] as string[],
  bundleAwsSDK: false,
  alias: stubbedModules,
  /** The same aliases in the form NodejsFunction passes to the esbuild CLI. */
  esbuildArgs: { '--alias': Object.entries(stubbedModules).map(([from, to]) => `${from}=${to}`) },
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
