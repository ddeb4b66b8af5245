import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildLambdaOptions, stubbedModules } from '../lib/bundling';
import { repoRoot } from '../lib/paths';
import { freePort } from '../local/ports';
import { startSecrets } from '../local/secrets';

/** Bundles `contents` (resolved from the repository root) with the Lambda settings; returns the file and its inputs. */
async function bundle(contents: string, outfile: string) {
  const result = await build({
    stdin: { contents, resolveDir: repoRoot, loader: 'ts', sourcefile: 'entry.ts' },
    ...esbuildLambdaOptions(repoRoot),
    outfile,
    metafile: true,
  });
  return Object.keys(result.metafile.inputs);
}

describe('the packages stubbed out of the Lambda bundles', () => {
  // Under the repository's node_modules, so the bundles find the AWS SDK there, as Lambda's runtime provides it.
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'academy-bundling-'));
  const requests: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      const sent = JSON.parse(body) as { amount: number; currency: string; receipt: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'order_BundleTest0001', entity: 'order', ...sent, status: 'created' }));
    });
  });

  // The key secret is read at run time from Secrets Manager: the local stand-in plays it here.
  let secrets: Awaited<ReturnType<typeof startSecrets>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    secrets = await startSecrets(await freePort());
    secrets.ensure('bundle/key-secret', 'bundle-secret');
  });
  afterAll(async () => {
    server.close();
    await secrets.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are left out of the order client, which still creates an order through the razorpay SDK', async () => {
    // Arrange: the Razorpay client module, bundled as every Lambda is, pointed at a local stand-in.
    const file = path.join(dir, 'razorpay.cjs');
    const inputs = await bundle(
      "export { createRazorpayOrder } from './functions/src/payments/razorpay';",
      file,
    );
    const { port } = server.address() as AddressInfo;
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: 'rzp_test_bundle',
      RAZORPAY_KEY_SECRET_ID: 'bundle/key-secret',
      SECRETS_ENDPOINT: secrets.endpoint,
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'bundle',
      AWS_SECRET_ACCESS_KEY: 'bundle',
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });

    // Act
    const { createRazorpayOrder } = createRequire(import.meta.url)(file);
    const order = await createRazorpayOrder({ amountPaise: 49_900, receipt: 'rcpt_1', notes: { a: 'b' } });

    // Assert: the real SDK path ran (Basic auth, its user agent, a JSON body) and no stubbed package is inside.
    expect(order).toEqual({ id: 'order_BundleTest0001', amount: 49_900, currency: 'INR', receipt: 'rcpt_1' });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect([sent?.method, sent?.url]).toEqual(['POST', '/v1/orders']);
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_bundle:bundle-secret').toString('base64')}`,
    );
    expect(sent?.headers['user-agent']).toMatch(/^razorpay-node@\d/);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { a: 'b' },
    });
    expect(
      inputs.filter((input) => /node_modules\/(form-data|mime-db|https-proxy-agent|debug)\//.test(input)),
    ).toEqual([]);
    // The SDK's resource runs on our fetch transport (issue 39): axios is not in the bundle at all.
    expect(inputs.some((input) => input.includes('node_modules/axios/'))).toBe(false);
  });

  it('throw when called, so a path that reaches one fails loudly', async () => {
    const file = path.join(dir, 'stub.cjs');
    await bundle(
      "import FormData from 'form-data'; export const make = () => new (FormData as any)();",
      file,
    );
    const { make } = createRequire(import.meta.url)(file);
    expect(() => make()).toThrow(/stubbed out of this Lambda bundle/);
    expect(Object.keys(stubbedModules).sort()).toEqual(['debug', 'form-data', 'https-proxy-agent']);
  });
});
