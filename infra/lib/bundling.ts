/**
 * How every Lambda is bundled (esbuild through NodejsFunction). The bundle-size benchmark
 * (bench/bundles.ts) builds with these same settings, so the figures it prints are the deployed sizes.
 * The AWS SDK v3 is not bundled: the nodejs22.x runtime ships it, and bundling it would put every route
 * at 650-790 KB instead of ~130 KB (the budget is 300 KB) and slow cold starts. The price: the deployed SDK
 * is the runtime's version, not necessarily the locked one the tests ran against.
 */
export const lambdaBundling = {
  format: 'cjs',
  target: 'node22',
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/*'] as string[],
  bundleAwsSDK: false,
} as const;
