import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend');

/**
 * Builds the web app for production into a folder of its own and serves it with `/api` proxied to
 * the gateway: browser tests run against what ships, not the dev server.
 */
export async function startPreview(port: number, apiUrl: string) {
  process.env.ACADEMY_API_URL = apiUrl;
  const { build, preview } = await import('vite');
  // A folder of its own per run: several test runs may build at once.
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
  const configFile = path.join(frontendDir, 'vite.config.ts');
  const url = `http://127.0.0.1:${port}`;
  // Vitest sets NODE_ENV=test; what ships is a production build (React's production bundle and JSX). The
  // pages' canonical and hreflang addresses are on the site that serves them (frontend/build/prerender.ts).
  const nodeEnv = process.env.NODE_ENV;
  const siteUrl = process.env.PUBLIC_SITE_URL;
  process.env.NODE_ENV = 'production';
  process.env.PUBLIC_SITE_URL = url;
  try {
    await build({
      root: frontendDir,
      configFile,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    if (siteUrl === undefined) delete process.env.PUBLIC_SITE_URL;
    else process.env.PUBLIC_SITE_URL = siteUrl;
  }
  const server = await preview({
    root: frontendDir,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return {
    url,
    /** The build being served (the CSP of infra/lib/web.ts takes the course shell's script hash from it). */
    outDir,
    stop: async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
